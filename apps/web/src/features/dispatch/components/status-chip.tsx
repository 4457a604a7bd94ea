import Chip, { type ChipProps } from '@mui/material/Chip';
import type { TrackingStatus } from '@brigade/domain/logistics/tracking-status';
import { useTranslation } from 'react-i18next';

const colours: Record<TrackingStatus, ChipProps['color']> = {
  0: 'default',
  1: 'info',
  2: 'info',
  3: 'warning',
  4: 'success',
  5: 'success',
  6: 'success',
  7: 'error',
  8: 'default',
  9: 'error',
};

interface StatusChipProps {
  /** A tracking status 0–9, or null for a stop that is not published. */
  status: TrackingStatus | null;
  /** With a count, the chip reads 'Created: 3' (the status board); a zero count is greyed. */
  count?: number;
  title?: string;
}

/** A stop's tracking status by its name, or 'not published' for a stop without one. */
export function StatusChip({ status, count, title }: StatusChipProps) {
  const { t } = useTranslation('dispatch');
  const name = status === null ? t('status.unpublished') : t(`status.${status}`);
  const idle = status === null || status === 8 || count === 0;
  return (
    <Chip
      size="small"
      data-testid={count === undefined ? 'stop-status' : `status-count-${status ?? 'unpublished'}`}
      title={title}
      color={status === null || count === 0 ? 'default' : colours[status]}
      variant={idle ? 'outlined' : 'filled'}
      label={count === undefined ? name : `${name}: ${count}`}
    />
  );
}
