import { useState } from 'react';
import { reassignOrderRequest, type Order } from '@brigade/domain/schemas/orders';
import type { CustomerOption } from '@brigade/domain/schemas/customers';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notifications.ts';
import { CustomerPicker } from '../../../components/customer-picker.tsx';
import { useReassignOrder } from '../api/reassign-order.ts';

/** The form: no customer until one is chosen. */
interface ReassignValues {
  customer_id?: number;
  version: number;
}

/** "Reassign customer": the order moves to another customer, whose default delivery it then takes. */
export function ReassignCustomerDialog(props: {
  order: Order | null;
  onClose: () => void;
  onSaved: (order: Order) => void;
}) {
  const { t } = useTranslation('orders');
  const reassign = useReassignOrder();
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const { order, onClose, onSaved } = props;
  if (!order) return null;
  return (
    <FormDialog
      open
      onClose={() => {
        setCustomer(null);
        onClose();
      }}
      title={t('reassign.title', { id: order.order_id })}
      submitLabel={t('reassign.submit')}
      schema={reassignOrderRequest}
      defaultValues={{ version: order.version }}
      onSubmit={async (values) => {
        // The values passed this schema: parsing gives them the request's type (a customer is chosen).
        const saved = await reassign.mutateAsync({
          id: order.order_id,
          ...reassignOrderRequest.parse(values),
        });
        notify(t('reassign.done', { id: saved.order_id, name: saved.customer_name }), 'success');
        setCustomer(null);
        onSaved(saved);
      }}
    >
      {({ control, setValue }: UseFormReturn<ReassignValues>) => (
        <Box sx={{ mt: 1, minWidth: { sm: 400 } }}>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('reassign.text', { name: order.customer_name })}
          </Typography>
          <Controller
            control={control}
            name="customer_id"
            render={({ fieldState }) => (
              <CustomerPicker
                value={customer}
                autoFocus
                label={t('reassign.to')}
                error={fieldState.error?.message ? translateMessage(fieldState.error.message) : undefined}
                onChange={(chosen) => {
                  setCustomer(chosen);
                  setValue('customer_id', chosen?.customer_id);
                }}
              />
            )}
          />
        </Box>
      )}
    </FormDialog>
  );
}
