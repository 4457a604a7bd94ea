import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ContractStatus } from '../api/subscriptions.ts';

const colours = { ACTIVE: 'success', PAUSED: 'warning', CANCELLED: 'default' } as const;

/** A contract's status at the subscription service: active, paused, cancelled. */
export function ContractStatusChip({ status }: { status: ContractStatus }) {
  const { t } = useTranslation('subscriptions');
  return (
    <Chip data-testid="contract-status" size="small" color={colours[status]} label={t(`status.${status}`)} />
  );
}
