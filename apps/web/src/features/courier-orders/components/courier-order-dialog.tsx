import type { ReactNode } from 'react';
import { mdiCancel, mdiCheck, mdiPublish, mdiTruckCheck, mdiTruckDelivery } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { COURIER_ORDER_NEXT, type CourierOrderStatus } from '@brigade/domain/logistics/tracking-flow';
import type { CourierOrderView } from '@brigade/domain/schemas/dispatch';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { ToolDialog } from '../../../components/tool-dialog.tsx';
import { formatDateTime, formatIsoDate } from '../../../lib/format.ts';
import { useCourierOrder, useSetCourierOrderStatus } from '../api/courier-orders.ts';
import { CourierStatusChip } from './courier-status-chip.tsx';

const icons: Record<CourierOrderStatus, string> = {
  accepted: mdiCheck,
  published: mdiPublish,
  picked: mdiTruckDelivery,
  delivered: mdiTruckCheck,
  cancelled: mdiCancel,
};

/** One order at the service: what it carries where and when, and the status changes the service allows. */
export function CourierOrderDialog(props: { id: string; reference?: string; onClose: () => void }) {
  const { id, onClose } = props;
  const { t } = useTranslation('courier-orders');
  const order = useCourierOrder(id);
  const change = useSetCourierOrderStatus();
  const confirm = useConfirm();
  const reference = order.data?.reference ?? props.reference ?? id;

  const setStatus = async (status: CourierOrderStatus) => {
    if (
      status === 'cancelled' &&
      !(await confirm({
        title: t('cancel.title', { reference }),
        text: t('cancel.text'),
        yesLabel: t('cancel.yes'),
        noLabel: t('cancel.no'),
        destructive: true,
      }))
    )
      return;
    change.mutate({ id, status });
  };

  return (
    <ToolDialog
      id="courier-order"
      title={t('detail.title', { reference })}
      onClose={onClose}
      actions={
        order.data ? (
          <StatusButtons status={order.data.status} busy={change.isPending} onStatus={setStatus} />
        ) : null
      }
    >
      <Stack spacing={2}>
        {order.isPending || change.isPending ? <LinearProgress aria-label={t('detail.loading')} /> : null}
        {order.isError ? <Alert severity="error">{order.error.message}</Alert> : null}
        {change.isError ? <Alert severity="error">{change.error.message}</Alert> : null}
        {change.data ? (
          <Alert severity="success" data-testid="courier-order-changed">
            {t('changed', { status: t(`status.${change.data.status}`) })}
          </Alert>
        ) : null}
        {order.data ? <OrderFacts order={order.data} /> : null}
      </Stack>
    </ToolDialog>
  );
}

function OrderFacts({ order }: { order: CourierOrderView }) {
  const { t, i18n } = useTranslation('courier-orders');
  const facts: [string, ReactNode][] = [
    [t('field.status'), <CourierStatusChip key="status" status={order.status} />],
    [t('field.reference'), order.reference],
    [t('field.serviceId'), order.id],
    [t('field.date'), formatIsoDate(order.date, i18n.language)],
    [t('field.mode'), t(`mode.${order.mode}`)],
    [t('field.name'), order.name],
    [t('field.address'), `${order.street}, ${order.postcode} ${order.city}`],
    [t('field.window'), t('window', { from: order.window_from, to: order.window_to })],
    [t('field.parcels'), order.parcels],
    [t('field.updated'), formatDateTime(order.updated_at, i18n.language) || '–'],
  ];
  return (
    <Table size="small" aria-label={t('detail.facts')}>
      <TableBody>
        {facts.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ width: 200, color: 'text.secondary' }}>
              {label}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Only the statuses the service lets follow this one; cancelling is red (and asks first). */
function StatusButtons(props: {
  status: CourierOrderStatus;
  busy: boolean;
  onStatus: (status: CourierOrderStatus) => void;
}) {
  const { status, busy, onStatus } = props;
  const { t } = useTranslation('courier-orders');
  const next: readonly CourierOrderStatus[] = COURIER_ORDER_NEXT[status];
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
      {next.map((to) => (
        <Button
          key={to}
          variant={to === 'cancelled' ? 'text' : 'outlined'}
          color={to === 'cancelled' ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => onStatus(to)}
          startIcon={<MdiIcon path={icons[to]} size={0.9} />}
        >
          {t(`action.${to}`)}
        </Button>
      ))}
    </Stack>
  );
}
