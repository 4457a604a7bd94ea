import { mdiContentCopy, mdiCreditCardOutline, mdiOpenInNew } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Payment } from '@brigade/domain/schemas/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useCreatePaymentLink } from '../api/create-payment-link.ts';
import { formatAmount } from '../model/format-amount.ts';

function LinkDetails({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation('payments');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 500 }}>
          {formatAmount(payment.amount, payment.currency, i18n.language)}
        </Typography>
        <Chip
          size="small"
          label={t(`link.status.${payment.status}`)}
          color={payment.status === 'PAID' ? 'success' : 'default'}
        />
        <Typography variant="body2" color="text.secondary">
          {t(`link.mode.${payment.mode}`)}
        </Typography>
      </Stack>
      <TextField
        label={t('link.address')}
        value={payment.url}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'payment-link-url' } }}
        onFocus={(event) => event.target.select()}
        fullWidth
      />
    </Stack>
  );
}

interface PaymentLinkButtonProps {
  invoiceId: number;
  /** Off for an invoice that is not open (the server refuses it anyway, 422). */
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/**
 * The payment link of an invoice, for the invoices screens: makes it (or gets the open one) and shows it to
 * copy or open. A refusal (a paid or cancelled invoice, online payment not set up) is shown in the dialog.
 */
export function PaymentLinkButton({ invoiceId, disabled = false, size = 'small' }: PaymentLinkButtonProps) {
  const { t } = useTranslation('payments');
  const [open, setOpen] = useState(false);
  const link = useCreatePaymentLink(invoiceId);
  const payment = link.data;

  const show = () => {
    setOpen(true);
    link.mutate();
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify(t('link.copied'), 'success');
    } catch {
      notify(t('link.copyFailed'), 'error');
    }
  };

  return (
    <>
      <Button
        size={size}
        startIcon={<MdiIcon path={mdiCreditCardOutline} size={0.8} />}
        disabled={disabled}
        onClick={show}
      >
        {t('link.button')}
      </Button>
      {open ? (
        <Dialog
          open
          onClose={() => setOpen(false)}
          fullWidth
          maxWidth="sm"
          aria-labelledby="payment-link-title"
        >
          <DialogTitle id="payment-link-title">{t('link.title')}</DialogTitle>
          <DialogContent dividers>
            {link.isPending ? <LinearProgress aria-label={t('link.loading')} /> : null}
            {link.error ? <Alert severity="error">{link.error.message}</Alert> : null}
            {payment ? <LinkDetails payment={payment} /> : null}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            {payment ? (
              <>
                <Button
                  startIcon={<MdiIcon path={mdiContentCopy} size={0.8} />}
                  onClick={() => void copy(payment.url)}
                >
                  {t('link.copy')}
                </Button>
                <Button
                  startIcon={<MdiIcon path={mdiOpenInNew} size={0.8} />}
                  href={payment.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('link.open')}
                </Button>
              </>
            ) : null}
            <Button onClick={() => setOpen(false)}>{t('close', { ns: 'common' })}</Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}
