import Chip from '@mui/material/Chip';
import type { CourierOrderStatus } from '@brigade/domain/logistics/tracking-flow';
import { useTranslation } from 'react-i18next';

const colours = {
  accepted: 'default',
  published: 'info',
  picked: 'warning',
  delivered: 'success',
  cancelled: 'error',
} as const;

/** An order's status at the external logistics service. */
export function CourierStatusChip({ status }: { status: CourierOrderStatus }) {
  const { t } = useTranslation('courier-orders');
  return (
    <Chip
      data-testid="courier-status"
      size="small"
      color={colours[status]}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      label={t(`status.${status}`)}
    />
  );
}
