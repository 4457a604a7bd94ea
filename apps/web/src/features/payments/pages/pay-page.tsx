import { mdiCheckCircle, mdiCreditCardOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@brigade/domain/messages/catalogue';
import { SESSION_ID_PATTERN } from '@brigade/domain/payments/payment-rules';
import type { PublicPaymentSession } from '@brigade/domain/schemas/payments';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { usePaySession } from '../api/get-pay-session.ts';
import { usePayLocally } from '../api/pay-locally.ts';
import { formatAmount } from '../model/format-amount.ts';

function Card({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', mt: { xs: 2, sm: 8 }, p: 3 }}>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** What the payer can do with an open session: pay here (local demo) or at the provider (live). */
function PayActions({ session }: { session: PublicPaymentSession }) {
  const { t } = useTranslation('payments');
  const pay = usePayLocally(session.session_id);
  if (session.can_pay_here) {
    return (
      <>
        <Button
          variant="contained"
          size="large"
          startIcon={<MdiIcon path={mdiCreditCardOutline} />}
          disabled={pay.isPending}
          onClick={() => pay.mutate()}
        >
          {t('pay.payNow')}
        </Button>
        {pay.isPending ? <LinearProgress aria-label={t('pay.loading')} /> : null}
        {pay.error ? <Alert severity="error">{pay.error.message}</Alert> : null}
        <Typography variant="body2" color="text.secondary">
          {t('pay.demoNote')}
        </Typography>
      </>
    );
  }
  if (session.mode === 'live') {
    return (
      <>
        <Button
          variant="contained"
          size="large"
          href={session.url}
          startIcon={<MdiIcon path={mdiCreditCardOutline} />}
        >
          {t('pay.payByCard')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('pay.providerNote')}
        </Typography>
      </>
    );
  }
  return <Alert severity="info">{t('pay.notAvailable')}</Alert>;
}

function Session({ session }: { session: PublicPaymentSession }) {
  const { t, i18n } = useTranslation('payments');
  return (
    <Card>
      <Typography variant="h5" component="h1">
        {t('pay.title', { number: session.invoice_number })}
      </Typography>
      <div>
        <Typography color="text.secondary">{t('pay.amount')}</Typography>
        <Typography variant="h4" component="p" data-testid="pay-amount">
          {formatAmount(session.amount, session.currency, i18n.language)}
        </Typography>
      </div>
      {session.status === 'PAID' ? (
        <Alert severity="success" icon={<MdiIcon path={mdiCheckCircle} />} data-testid="pay-paid">
          <AlertTitle>{t('pay.paid')}</AlertTitle>
          {t('pay.paidAt', { date: formatDateTime(session.paid_at, i18n.language) })}
        </Alert>
      ) : null}
      {session.status === 'EXPIRED' ? (
        <Alert severity="warning">{translateMessage(messages.paymentLinkClosed)}</Alert>
      ) : null}
      {session.status === 'OPEN' ? <PayActions session={session} /> : null}
    </Card>
  );
}

function SessionLoader({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('payments');
  // Watched while open: after paying at the provider the webhook may come a moment after the payer.
  const session = usePaySession(sessionId, true);
  if (session.data) return <Session session={session.data} />;
  return (
    <Card>
      {session.isPending ? <LinearProgress aria-label={t('pay.loading')} /> : null}
      {session.error ? <Alert severity="error">{session.error.message}</Alert> : null}
    </Card>
  );
}

/**
 * /pay/{session} (public, no login): the payment link's page — the invoice number and the amount, nothing
 * personal. A local link is paid here with "Pay now (demo)"; a live one at the card provider, whose checkout
 * comes back here and shows "Paid" once its webhook arrived. /pay alone is where a cancelled checkout lands.
 */
export default function PayPage() {
  const { t } = useTranslation('payments');
  const { sessionId } = useParams();
  if (!sessionId) {
    return (
      <Card>
        <Alert severity="info">
          <AlertTitle>{t('pay.cancelledTitle')}</AlertTitle>
          {t('pay.cancelled')}
        </Alert>
      </Card>
    );
  }
  if (!SESSION_ID_PATTERN.test(sessionId)) {
    return (
      <Card>
        <Alert severity="error">{translateMessage(messages.paymentLinkUnknown)}</Alert>
      </Card>
    );
  }
  return <SessionLoader sessionId={sessionId} />;
}
