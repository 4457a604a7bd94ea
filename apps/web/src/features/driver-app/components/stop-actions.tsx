import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  mdiAccountCheckOutline,
  mdiCloseCircleOutline,
  mdiCloudClockOutline,
  mdiHomeAccount,
  mdiMailbox,
  mdiTruckFastOutline,
} from '@mdi/js';
import { useTranslation } from 'react-i18next';
import type { DriverStop } from '@brigade/domain/schemas/dispatch';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import type { QueuedAction } from '../offline-queue.ts';
import { expectedStatus, stopActions } from '../stop-status.ts';
import type { NewAction } from '../use-driver-queue.ts';
import { NotDeliveredDialog } from './not-delivered-dialog.tsx';

interface StopActionsProps {
  stop: DriverStop;
  number: number;
  /** This stop's actions still waiting for the server, oldest first. */
  pending: readonly QueuedAction[];
  /** True while the phone is offline or the last try failed: the actions wait for the network. */
  waiting: boolean;
  refusal: string | undefined;
  onAction: (action: NewAction) => void;
}

const outcomes = [
  ['recipient', mdiAccountCheckOutline],
  ['neighbour', mdiHomeAccount],
  ['mailbox', mdiMailbox],
] as const;

const big = { minHeight: 56, fontSize: '1rem' } as const;

/** The stop's one-tap actions, what still waits for the server and what it refused. */
export function StopActions({ stop, number, pending, waiting, refusal, onAction }: StopActionsProps) {
  const { t } = useTranslation('driver-app');
  const [asking, setAsking] = useState(false);
  const can = stopActions(expectedStatus(stop.status, pending));
  const code = stop.code;
  const any = can.checkIn || can.deliver || can.notDelivered;
  return (
    <Stack spacing={1.25} sx={{ mt: any || pending.length > 0 || refusal ? 2 : 0 }}>
      {pending.map((action) => (
        <PendingLine key={action.action_id} action={action} waiting={waiting} />
      ))}
      {refusal ? <Alert severity="error">{t('refused', { message: refusal })}</Alert> : null}
      {can.checkIn ? (
        <Button
          variant="contained"
          size="large"
          sx={big}
          startIcon={<MdiIcon path={mdiTruckFastOutline} />}
          onClick={() => onAction({ kind: 'check-in', code })}
        >
          {t('actions.checkIn')}
        </Button>
      ) : null}
      {can.deliver ? (
        <Box role="group" aria-label={t('actions.delivered')}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 2 }}>
            {t('actions.delivered')}
          </Typography>
          <Stack direction="row" spacing={1}>
            {outcomes.map(([outcome, icon]) => (
              <Button
                key={outcome}
                variant="contained"
                color="success"
                aria-label={t('actions.deliveredTo', { outcome: t(`actions.${outcome}`) })}
                onClick={() => onAction({ kind: 'deliver', code, outcome })}
                sx={{ ...big, flex: 1, flexDirection: 'column', px: 0.5, lineHeight: 1.2 }}
              >
                <MdiIcon path={icon} />
                <span>{t(`actions.${outcome}`)}</span>
              </Button>
            ))}
          </Stack>
        </Box>
      ) : null}
      {can.notDelivered ? (
        <Button
          variant="outlined"
          color="error"
          size="large"
          sx={big}
          startIcon={<MdiIcon path={mdiCloseCircleOutline} />}
          onClick={() => setAsking(true)}
        >
          {t('actions.notDelivered')}
        </Button>
      ) : null}
      <NotDeliveredDialog
        open={asking}
        number={number}
        onClose={() => setAsking(false)}
        onSave={(reason, note) => {
          setAsking(false);
          onAction({ kind: 'deliver', code, outcome: 'not_delivered', reason, ...(note ? { note } : {}) });
        }}
      />
    </Stack>
  );
}

function PendingLine({ action, waiting }: { action: QueuedAction; waiting: boolean }) {
  const { t } = useTranslation('driver-app');
  const name = t(action.kind === 'check-in' ? 'pending.checkIn' : `pending.${action.outcome}`);
  return (
    <Alert
      severity={waiting ? 'warning' : 'info'}
      icon={waiting ? <MdiIcon path={mdiCloudClockOutline} /> : <CircularProgress size={20} />}
      role="status"
    >
      {t(waiting ? 'pending.waiting' : 'pending.sending', { action: name })}
    </Alert>
  );
}
