import { useCallback, useMemo, useState } from 'react';
import { mdiDeleteOutline, mdiPencilOutline } from '@mdi/js';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { GridColDef } from '@mui/x-data-grid';
import type { Discount } from '@brigade/domain/schemas/discounts';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { DataTable, type RowAction } from '../../../components/data-table.tsx';
import type { ListParams } from '../../../lib/list.ts';
import { notify } from '../../../lib/notifications.ts';
import { useDeleteDiscount } from '../api/delete-discount.ts';
import { discountsQueryOptions } from '../api/get-discounts.ts';
import { formatDiscountValue } from './format-discount.ts';

type Redeemed = 'all' | 'true' | 'false';
const phoneHidden = ['description', 'valid_from', 'valid_to', 'usage_count'];
const statusColour = {
  ACTIVE: 'success',
  SCHEDULED: 'info',
  EXPIRED: 'default',
  USED_UP: 'warning',
} as const;

export function DiscountsTable({ onEdit }: { onEdit: (d: Discount) => void }) {
  const { t, i18n } = useTranslation('discounts');
  const confirm = useConfirm();
  const { mutate: remove } = useDeleteDiscount();
  const [redeemed, setRedeemed] = useState<Redeemed>('all');
  const queryOptions = useCallback(
    (params: ListParams) =>
      discountsQueryOptions({ ...params, redeemed: redeemed === 'all' ? undefined : redeemed }),
    [redeemed],
  );

  const columns = useMemo<GridColDef<Discount>[]>(
    () => [
      { field: 'code', headerName: t('field.code'), width: 150 },
      { field: 'description', headerName: t('field.description'), flex: 1, minWidth: 150, sortable: false },
      {
        field: 'value',
        headerName: t('field.value'),
        width: 110,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number, row) => formatDiscountValue(row.kind, value, i18n.language),
      },
      { field: 'valid_from', headerName: t('field.validFrom'), width: 115 },
      { field: 'valid_to', headerName: t('field.validTo'), width: 115 },
      {
        field: 'usage_count',
        headerName: t('field.used'),
        width: 95,
        valueFormatter: (value: number, row) =>
          row.usage_limit === null ? String(value) : `${value} / ${row.usage_limit}`,
      },
      {
        field: 'status',
        headerName: t('field.status'),
        width: 125,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip size="small" color={statusColour[row.status]} label={t(`status.${row.status}`)} />
        ),
      },
    ],
    [t, i18n.language],
  );

  const actions = useMemo<RowAction<Discount>[]>(
    () => [
      { label: t('action.edit'), icon: mdiPencilOutline, onClick: onEdit },
      {
        label: t('action.delete'),
        icon: mdiDeleteOutline,
        onClick: async (row) => {
          if (!(await confirm({ text: t('delete.confirm', { code: row.code }), destructive: true }))) return;
          remove(
            { id: row.discount_id, version: row.version },
            { onSuccess: () => notify(t('delete.done', { code: row.code }), 'success') },
          );
        },
      },
    ],
    [t, onEdit, confirm, remove],
  );

  return (
    <DataTable
      label={t('table')}
      columns={columns}
      rowActions={actions}
      queryOptions={queryOptions}
      getRowId={(row) => row.discount_id}
      exportUrl={`/api/v1/discounts/export${redeemed === 'all' ? '' : `?redeemed=${redeemed}`}`}
      searchLabel={t('search')}
      hiddenOnPhone={phoneHidden}
      toolbar={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={redeemed}
          onChange={(_event, next: Redeemed | null) => next && setRedeemed(next)}
          aria-label={t('filter.label')}
        >
          <ToggleButton value="all">{t('filter.all')}</ToggleButton>
          <ToggleButton value="true">{t('filter.redeemed')}</ToggleButton>
          <ToggleButton value="false">{t('filter.unredeemed')}</ToggleButton>
        </ToggleButtonGroup>
      }
    />
  );
}
