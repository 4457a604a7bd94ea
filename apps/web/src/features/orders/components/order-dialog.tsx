import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { businessDate } from '@brigade/domain/calendar/business-date';
import { defaultWeekId } from '@brigade/domain/calendar/default-week';
import type { CustomerOption } from '@brigade/domain/schemas/customers';
import { createOrderRequest, updateOrderRequest, type Order } from '@brigade/domain/schemas/orders';
import { mdiAccountSwitchOutline, mdiDeleteOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notifications.ts';
import { useOrderCustomer } from '../api/get-order-customer.ts';
import { CustomerPicker } from '../../../components/customer-picker.tsx';
import { useCreateOrder } from '../api/create-order.ts';
import { useDeleteOrder } from '../api/delete-order.ts';
import { orderQueryOptions, useOrder } from '../api/get-order.ts';
import { useUpdateOrder } from '../api/update-order.ts';
import { OrderFields } from './order-fields.tsx';
import { editOrderValues, newOrderValues, type OrderForm } from './order-form-values.ts';
import { OrderMoney } from '../../../components/order-money-slot.tsx';
import { ReassignCustomerDialog } from './reassign-customer-dialog.tsx';

export interface OrderDialogProps {
  open: boolean;
  /** null = a new order. */
  orderId: number | null;
  initial?: { customer?: CustomerOption; start_week?: string };
  onClose: () => void;
  onSaved?: (order: Order) => void;
}

/**
 * Create and edit orders: a new order (customer, programme, weeks, weekdays, delivery) or an existing one
 * (customer read-only, with 'Reassign customer'; delete with confirmation). The day rate and week price
 * show live from the same domain rules the server uses. Mounted by /orders, /programmes, the customer page and
 * the week screens.
 */
export function OrderDialog(props: OrderDialogProps) {
  if (!props.open) return null;
  return props.orderId === null ? (
    <NewOrderDialog {...props} />
  ) : (
    <EditOrderDialog {...props} orderId={props.orderId} />
  );
}

function NewOrderDialog({ initial, onClose, onSaved }: OrderDialogProps) {
  const { t } = useTranslation('orders');
  const create = useCreateOrder();
  const [customer, setCustomer] = useState<CustomerOption | null>(initial?.customer ?? null);
  const { data: details } = useOrderCustomer(customer?.customer_id ?? 0);
  const startWeek = initial?.start_week ?? defaultWeekId(new Date());
  const defaults = newOrderValues(initial?.customer?.customer_id, startWeek);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('new.title')}
      submitLabel={t('new.submit')}
      schema={createOrderRequest}
      defaultValues={defaults}
      onSubmit={async (values) => {
        // The values passed this schema: parsing gives them the request's type (a customer is chosen).
        const saved = await create.mutateAsync(createOrderRequest.parse(values));
        notify(t('new.done', { id: saved.order_id, name: saved.customer_name }), 'success');
        onSaved?.(saved);
      }}
    >
      {(form: OrderForm) => (
        <>
          <Controller
            control={form.control}
            name="customer_id"
            render={({ fieldState }) => (
              <Box sx={{ mt: 1 }}>
                <CustomerPicker
                  value={customer}
                  autoFocus={!customer}
                  label={t('field.customer')}
                  error={fieldState.error?.message ? translateMessage(fieldState.error.message) : undefined}
                  onChange={(chosen) => {
                    setCustomer(chosen);
                    form.setValue('customer_id', chosen?.customer_id, {
                      shouldValidate: form.formState.isSubmitted,
                    });
                  }}
                />
              </Box>
            )}
          />
          <OrderFields
            form={form}
            customer={customer && details?.customer_id === customer.customer_id ? details : undefined}
            priceDate={businessDate(new Date())}
            aroundWeek={startWeek}
            editing={false}
          />
        </>
      )}
    </FormDialog>
  );
}

function EditOrderDialog({ orderId, onClose, onSaved }: OrderDialogProps & { orderId: number }) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const update = useUpdateOrder();
  const remove = useDeleteOrder();
  const [reassigning, setReassigning] = useState(false);
  const { data: order, error } = useOrder(orderId);
  const { data: customer } = useOrderCustomer(order?.customer_id ?? 0);

  if (!order) return <LoadingOrderDialog error={error} onClose={onClose} />;
  const legacy = order.order_version !== 3;

  const deleteOrder = async () => {
    if (
      !(await confirm({
        text: t('delete.confirm', { id: order.order_id, name: order.customer_name }),
        destructive: true,
      }))
    ) {
      return;
    }
    await remove.mutateAsync({ id: order.order_id, version: order.version });
    notify(t('delete.done', { id: order.order_id }), 'success');
    onClose();
  };

  return (
    <>
      <FormDialog
        // A reassignment gives a new version: the form starts again from the stored order.
        key={order.version}
        open={!reassigning}
        onClose={onClose}
        title={t('edit.title', { id: order.order_id, name: order.customer_name })}
        schema={updateOrderRequest}
        defaultValues={editOrderValues(order)}
        onSubmit={async (values) => {
          const saved = await update.mutateAsync({ id: order.order_id, ...updateOrderRequest.parse(values) });
          notify(t('edit.done', { id: saved.order_id }), 'success');
          onSaved?.(saved);
        }}
        reloadOnConflict={async () =>
          editOrderValues(
            await queryClient.fetchQuery({ ...orderQueryOptions(order.order_id), staleTime: 0 }),
          )
        }
      >
        {(form: OrderForm) => (
          <>
            {legacy ? (
              <Alert severity="info" sx={{ mb: 1 }}>
                {t('legacy.readOnly')}
              </Alert>
            ) : null}
            <OrderCustomerField order={order} disabled={legacy} onReassign={() => setReassigning(true)} />
            <OrderFields
              form={form}
              customer={customer?.customer_id === order.customer_id ? customer : undefined}
              priceDate={businessDate(new Date(order.created_at))}
              aroundWeek={order.start_week}
              editing
              storedDiscount={order.discount}
            />
            <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'space-between' }}>
              <Button
                color="error"
                startIcon={<MdiIcon path={mdiDeleteOutline} size={0.8} />}
                onClick={() => void deleteOrder()}
                disabled={legacy || remove.isPending}
              >
                {t('delete.action')}
              </Button>
              <OrderMoney customerId={order.customer_id} orderId={order.order_id} />
            </Stack>
          </>
        )}
      </FormDialog>
      <ReassignCustomerDialog
        order={reassigning ? order : null}
        onClose={() => setReassigning(false)}
        onSaved={(saved) => onSaved?.(saved)}
      />
    </>
  );
}

function LoadingOrderDialog({ error, onClose }: { error: Error | null; onClose: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <Dialog open onClose={onClose} aria-label={t('edit.loading')}>
      <DialogContent>
        {error ? (
          <Alert severity="error">{error.message}</Alert>
        ) : (
          <CircularProgress aria-label={t('edit.loading')} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The order's customer, read-only, with 'Reassign customer'. */
function OrderCustomerField({
  order,
  disabled,
  onReassign,
}: {
  order: Order;
  disabled: boolean;
  onReassign: () => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
      <TextField
        label={t('field.customer')}
        value={`${order.customer_name}${order.customer_email ? ` · ${order.customer_email}` : ''}`}
        slotProps={{ input: { readOnly: true } }}
        fullWidth
      />
      <Button
        startIcon={<MdiIcon path={mdiAccountSwitchOutline} size={0.8} />}
        onClick={onReassign}
        disabled={disabled}
        sx={{ flexShrink: 0 }}
      >
        {t('reassign.action')}
      </Button>
    </Stack>
  );
}
