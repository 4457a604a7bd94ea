import { mdiConnection, mdiLinkOff } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@brigade/domain/messages/catalogue';
import type { AccountingStatus } from '@brigade/domain/schemas/accounting';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/format.ts';
import {
  useAccountingStatus,
  useDisconnectAccounting,
  useStartAccountingLogin,
} from '../api/accounting-api.ts';

/** Leaves Brigade for the accounting service's login page (a seam for tests). */
export const goTo = { url: (url: string) => window.location.assign(url) };

function Connected({ status }: { status: AccountingStatus }) {
  const { t, i18n } = useTranslation('accounting');
  return (
    <Stack spacing={0.5} data-testid="accounting-connected">
      <Typography>{t('connected', { organisation: status.organisation ?? t('unnamed') })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('connectedBy', {
          user: status.connected_by ?? '—',
          at: formatDateTime(status.connected_at, i18n.language),
        })}
      </Typography>
    </Stack>
  );
}

/**
 * The accounting service's connection, for the accounting tool: its status; 'Connect' asks 'You must login to
 * Bexio to continue' and its OK goes to the service's login; 'Disconnect' (confirmed) forgets the tokens. In
 * local mode it says the service is not configured.
 */
export function AccountingConnection() {
  const { t } = useTranslation('accounting');
  const confirm = useConfirm();
  const status = useAccountingStatus();
  const start = useStartAccountingLogin();
  const disconnect = useDisconnectAccounting();
  const data = status.data;

  const connect = async () => {
    const text = translateMessage(messages.accountingLoginRequired);
    if (!(await confirm({ text, yesLabel: t('ok'), noLabel: t('cancel') }))) return;
    goTo.url((await start.mutateAsync()).authorize_url);
  };
  const leave = async () => {
    if (await confirm({ text: t('disconnectConfirm'), yesLabel: t('disconnect'), destructive: true })) {
      disconnect.mutate();
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="accounting-connection-title">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h3" id="accounting-connection-title">
          {t('title')}
        </Typography>
        {status.isPending ? <LinearProgress aria-label={t('loading')} /> : null}
        {status.isError ? <Alert severity="error">{status.error.message}</Alert> : null}
        {data?.mode === 'local' ? (
          <Alert severity="info">{translateMessage(data.message ?? '')}</Alert>
        ) : null}
        {data?.mode === 'live' && data.connected ? <Connected status={data} /> : null}
        {data?.mode === 'live' && !data.connected ? (
          <Alert severity="warning">{translateMessage(data.message ?? '')}</Alert>
        ) : null}
        {data?.mode === 'live' ? (
          <Stack direction="row" spacing={1}>
            <Button
              variant={data.connected ? 'outlined' : 'contained'}
              startIcon={<MdiIcon path={mdiConnection} />}
              disabled={start.isPending}
              onClick={() => void connect()}
            >
              {data.connected ? t('reconnect') : t('connect')}
            </Button>
            {data.connected ? (
              <Button
                color="error"
                startIcon={<MdiIcon path={mdiLinkOff} />}
                disabled={disconnect.isPending}
                onClick={() => void leave()}
              >
                {t('disconnect')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
