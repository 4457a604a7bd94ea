import Chip from '@mui/material/Chip';
import type { ShopOrderSummary } from '@brigade/domain/schemas/shop';
import { useTranslation } from 'react-i18next';

const colours = { waiting: 'warning', pending: 'info', imported: 'success' } as const;

/** A shop order's import status: waiting (for a fix), pending (importing), imported. */
export function ShopStatusChip({ status }: { status: ShopOrderSummary['status'] }) {
  const { t } = useTranslation('shop');
  return (
    <Chip data-testid="shop-status" size="small" color={colours[status]} label={t(`status.${status}`)} />
  );
}
