import { useState } from 'react';
import type { CustomerOption } from '@brigade/domain/schemas/customers';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CustomerPicker } from '../../../components/customer-picker.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notifications.ts';
import { useInvoiceCustomerWeek } from '../api/invoices-api.ts';

/** 'Add invoice': one customer's orders of a week, invoiced at once. */
export function AddInvoiceDialog({ monday, onClose }: { monday: string; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [week, setWeek] = useState(monday);
  const create = useInvoiceCustomerWeek();
  const submit = () => {
    if (!customer) return;
    create.mutate(
      { week_start: week, customer_id: customer.customer_id },
      {
        onSuccess: (result) => {
          notify(t('added', { numbers: result.created.map((i) => i.number).join(', ') }), 'success');
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-invoice-title">
      <DialogTitle id="add-invoice-title">{t('add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <CustomerPicker value={customer} onChange={setCustomer} label={t('customer')} autoFocus />
          <TextField
            type="date"
            label={t('week')}
            value={week}
            onChange={(e) => setWeek(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {create.isError ? <Alert severity="error">{translateMessage(create.error.message)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" disabled={!customer || create.isPending} onClick={submit}>
          {t('create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
