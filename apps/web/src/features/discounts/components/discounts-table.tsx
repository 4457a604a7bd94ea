import { useCallback, useMemo, useState } from 'react';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { GridColDef } from '@mui/x-data-grid';
import type { Discount } from '@brigade/domain/schemas/discounts';
import { useTranslation } from 'react-i18next';
import { useRowActions } from '../../../components/row-actions.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import type { ListParams } from '../../../lib/list.ts';
import { discountsApi } from '../api/discounts.ts';
import { formatDiscountValue } from '../../../lib/format-discount.ts';

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
  const { mutate: remove } = discountsApi.useRemove();
  const [redeemed, setRedeemed] = useState<Redeemed>('all');
  const queryOptions = useCallback(
    (params: ListParams) =>
      discountsApi.listOptions({ ...params, redeemed: redeemed === 'all' ? undefined : redeemed }),
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

  const actions = useRowActions<Discount>({
    onEdit,
    onDelete: {
      confirmText: (row) => t('delete.confirm', { code: row.code }),
      doneText: (row) => t('delete.done', { code: row.code }),
      run: (row, onDone) => remove({ key: row.discount_id, version: row.version }, { onSuccess: onDone }),
    },
  });

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
