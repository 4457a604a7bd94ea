import { useMemo } from 'react';
import { mdiCalendarRemoveOutline } from '@mdi/js';
import type { GridColDef } from '@mui/x-data-grid';
import type { BlockedDate } from '@brigade/domain/schemas/availability';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../../components/date-time-column.ts';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { DataTable, type RowAction } from '../../../components/data-table.tsx';
import { notify } from '../../../lib/notifications.ts';
import { blockedDatesQueryOptions } from '../api/get-blocked-dates.ts';
import { useUnblockDates } from '../api/unblock-dates.ts';
import { formatDate } from './format-date.ts';

const phoneHidden = ['created_at'];

/** The blocked dates, soonest first; each row can be unblocked. */
export function BlockedDatesTable() {
  const { t, i18n } = useTranslation('availability');
  const confirm = useConfirm();
  const { mutate: unblock } = useUnblockDates();

  const columns = useMemo<GridColDef<BlockedDate>[]>(
    () => [
      { field: 'date', headerName: t('field.isoDate'), width: 130 },
      {
        field: 'weekday',
        headerName: t('field.day'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueGetter: (_value, row) => formatDate(row.date, i18n.language),
      },
      dateTimeColumn('created_at', t('field.created'), i18n.language),
    ],
    [t, i18n.language],
  );

  const actions = useMemo<RowAction<BlockedDate>[]>(
    () => [
      {
        label: t('action.unblock'),
        icon: mdiCalendarRemoveOutline,
        onClick: async (row) => {
          const date = formatDate(row.date, i18n.language);
          if (!(await confirm({ text: t('unblock.confirm', { date }), destructive: true }))) return;
          unblock([row.date], { onSuccess: () => notify(t('unblock.done', { date }), 'success') });
        },
      },
    ],
    [t, confirm, unblock, i18n.language],
  );

  return (
    <DataTable
      label={t('table')}
      columns={columns}
      rowActions={actions}
      queryOptions={blockedDatesQueryOptions}
      getRowId={(row) => row.date}
      exportUrl="/api/v1/availability/dates-blocked/export"
      searchLabel={t('search')}
      hiddenOnPhone={phoneHidden}
    />
  );
}
