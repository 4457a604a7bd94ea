import { mdiCancel, mdiPause, mdiPlay } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { SubscriptionContractView, SubscriptionDetail } from '@brigade/domain/schemas/subscriptions';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { ToolDialog } from '../../../components/tool-dialog.tsx';
import { useSetContractStatus, useSubscription, type ContractStatus } from '../api/subscriptions.ts';
import { ContractDetail } from './contract-detail.tsx';

/** The single contract's answer lacks what only the list says (amount, shop order): the list row fills it. */
function withSummary(detail: SubscriptionDetail, summary: SubscriptionContractView | undefined) {
  if (!summary) return detail;
  return {
    ...detail,
    amount: detail.amount ?? summary.amount,
    currency: detail.currency ?? summary.currency,
    order_name: detail.order_name ?? summary.order_name,
  };
}

/** One contract: its lines and our customer's orders, and pause, resume or cancel it at the service. */
export function ContractDialog(props: {
  contractId: number;
  /** The contract's row of the list, when it was opened from there. */
  summary?: SubscriptionContractView;
  onClose: () => void;
}) {
  const { contractId, summary, onClose } = props;
  const { t } = useTranslation('subscriptions');
  const contract = useSubscription(contractId);
  const change = useSetContractStatus();
  const confirm = useConfirm();
  const detail = contract.data ? withSummary(contract.data, summary) : undefined;

  const setStatus = async (status: ContractStatus) => {
    if (
      status === 'CANCELLED' &&
      !(await confirm({
        title: t('cancel.title', { id: contractId }),
        text: t('cancel.text'),
        yesLabel: t('cancel.yes'),
        noLabel: t('cancel.no'),
        destructive: true,
      }))
    )
      return;
    change.mutate({ contractId, status });
  };

  return (
    <ToolDialog
      id="contract"
      title={t('detail.title', { id: contractId })}
      onClose={onClose}
      actions={detail ? <StatusButtons detail={detail} busy={change.isPending} onStatus={setStatus} /> : null}
    >
      <Stack spacing={2}>
        {contract.isPending || change.isPending ? <LinearProgress aria-label={t('detail.loading')} /> : null}
        {contract.isError ? <Alert severity="error">{contract.error.message}</Alert> : null}
        {change.isError ? <Alert severity="error">{change.error.message}</Alert> : null}
        {change.data ? (
          <Alert severity="success" data-testid="contract-changed">
            {t(`changed.${change.data.status}`)}{' '}
            {change.data.changed_order_ids.length === 0
              ? t('changed.none')
              : t('changed.orders', {
                  count: change.data.changed_order_ids.length,
                  orders: change.data.changed_order_ids.map((id) => `#${id}`).join(', '),
                })}
          </Alert>
        ) : null}
        {detail ? <ContractDetail detail={detail} changed={change.data?.changed_order_ids ?? []} /> : null}
      </Stack>
    </ToolDialog>
  );
}

function StatusButtons(props: {
  detail: SubscriptionDetail;
  busy: boolean;
  onStatus: (status: ContractStatus) => void;
}) {
  const { detail, busy, onStatus } = props;
  const { t } = useTranslation('subscriptions');
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {detail.status === 'ACTIVE' ? (
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => onStatus('PAUSED')}
          startIcon={<MdiIcon path={mdiPause} size={0.9} />}
        >
          {t('action.pause')}
        </Button>
      ) : null}
      {detail.status === 'PAUSED' ? (
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => onStatus('ACTIVE')}
          startIcon={<MdiIcon path={mdiPlay} size={0.9} />}
        >
          {t('action.resume')}
        </Button>
      ) : null}
      {detail.status === 'CANCELLED' ? null : (
        <Button
          color="error"
          disabled={busy}
          onClick={() => onStatus('CANCELLED')}
          startIcon={<MdiIcon path={mdiCancel} size={0.9} />}
        >
          {t('action.cancel')}
        </Button>
      )}
    </Stack>
  );
}
