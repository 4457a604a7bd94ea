import { useState } from 'react';
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
import type { QueuedAction } from '../offline-queue.ts';
import { expectedStatus, stopActions } from '../stop-status.ts';
import type { NewAction } from '../use-driver-queue.ts';
import { Icon } from './icon.tsx';
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

/** The stop's one-tap actions, what still waits for the server and what it refused. */
export function StopActions({ stop, number, pending, waiting, refusal, onAction }: StopActionsProps) {
  const { t } = useTranslation('driver-app');
  const [asking, setAsking] = useState(false);
  const can = stopActions(expectedStatus(stop.status, pending));
  const code = stop.code;
  const any = can.checkIn || can.deliver || can.notDelivered;
  return (
    <div className="da-stack" style={{ marginTop: any || pending.length > 0 || refusal ? 16 : 0 }}>
      {pending.map((action) => (
        <PendingLine key={action.action_id} action={action} waiting={waiting} />
      ))}
      {refusal ? (
        <div role="alert" className="da-alert da-alert-error">
          {t('refused', { message: refusal })}
        </div>
      ) : null}
      {can.checkIn ? (
        <button
          type="button"
          className="da-button da-contained da-big"
          onClick={() => onAction({ kind: 'check-in', code })}
        >
          <Icon path={mdiTruckFastOutline} />
          {t('actions.checkIn')}
        </button>
      ) : null}
      {can.deliver ? (
        <div role="group" aria-label={t('actions.delivered')}>
          <div className="da-overline">{t('actions.delivered')}</div>
          <div className="da-row" style={{ flexWrap: 'nowrap' }}>
            {outcomes.map(([outcome, icon]) => (
              <button
                type="button"
                key={outcome}
                className="da-button da-success da-big da-outcome"
                aria-label={t('actions.deliveredTo', { outcome: t(`actions.${outcome}`) })}
                onClick={() => onAction({ kind: 'deliver', code, outcome })}
              >
                <Icon path={icon} />
                <span>{t(`actions.${outcome}`)}</span>
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {can.notDelivered ? (
        <button type="button" className="da-button da-danger da-big" onClick={() => setAsking(true)}>
          <Icon path={mdiCloseCircleOutline} />
          {t('actions.notDelivered')}
        </button>
      ) : null}
      {asking ? (
        <NotDeliveredDialog
          number={number}
          onClose={() => setAsking(false)}
          onSave={(reason, note) => {
            setAsking(false);
            onAction({ kind: 'deliver', code, outcome: 'not_delivered', reason, ...(note ? { note } : {}) });
          }}
        />
      ) : null}
    </div>
  );
}

function PendingLine({ action, waiting }: { action: QueuedAction; waiting: boolean }) {
  const { t } = useTranslation('driver-app');
  const name = t(action.kind === 'check-in' ? 'pending.checkIn' : `pending.${action.outcome}`);
  return (
    <div role="status" className={`da-alert ${waiting ? 'da-alert-warning' : ''}`}>
      {waiting ? <Icon path={mdiCloudClockOutline} /> : <span className="da-spinner" aria-hidden="true" />}
      <span>{t(waiting ? 'pending.waiting' : 'pending.sending', { action: name })}</span>
    </div>
  );
}
