import { useMemo, useState } from 'react';
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { isIsoDate } from '@brigade/domain/calendar/iso-date';
import { mondayOfWeekId, weekIdOfDate } from '@brigade/domain/calendar/week-id';
import type { ShoppingListSummary } from '@brigade/domain/schemas/shopping-lists';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../../components/date-time-column.ts';
import { DataTable } from '../../../components/data-table.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { WeekNav } from '../../../components/week-nav.tsx';
import { formatChf } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { shoppingListsQueryOptions } from '../api/get-shopping-lists.ts';
import { datesLabel } from '../components/dates-label.ts';
import { ShoppingListDialog } from '../components/shopping-list-dialog.tsx';

/**
 * /shopping-lists (level 2): the lists, newest first; the green add button (level 1) opens the 'shopping list'
 * dialog. `?dates=2026-03-02,2026-03-03` opens it with those dates chosen (the week recipes screen links here).
 */
export default function ShoppingListsPage() {
  const { t, i18n } = useTranslation('shopping-lists');
  const navigate = useNavigate();
  const localise = useLocalisePath();
  const { data: user } = useSession();
  const canWrite = (user?.level ?? 2) <= 1;
  const [params, setParams] = useSearchParams();
  const preset = (params.get('dates') ?? '')
    .split(',')
    .filter((d) => isIsoDate(d))
    .sort();
  // ?start_date= shows the lists of that week (the same week picker as the week screens), else every list.
  const startDate = params.get('start_date');
  const weekId = startDate && isIsoDate(startDate) ? weekIdOfDate(startDate) : undefined;
  const listOptions = (list: Parameters<typeof shoppingListsQueryOptions>[0]) =>
    shoppingListsQueryOptions(list, weekId);
  const showWeek = (date: string | null) => {
    const next = new URLSearchParams(params);
    if (date === null) next.delete('start_date');
    else next.set('start_date', date);
    setParams(next, { replace: true });
  };
  const [adding, setAdding] = useState(false);
  const open = canWrite && (adding || params.has('dates'));

  const close = () => {
    setAdding(false);
    if (params.has('dates')) {
      const next = new URLSearchParams(params);
      next.delete('dates');
      setParams(next, { replace: true });
    }
  };

  const columns = useMemo<GridColDef<ShoppingListSummary>[]>(
    () => [
      { field: 'name', headerName: t('columns.name'), flex: 1, minWidth: 180, sortable: false },
      {
        field: 'dates',
        headerName: t('columns.dates'),
        flex: 1.5,
        minWidth: 200,
        sortable: false,
        valueGetter: (_value, row) => datesLabel(row.dates, i18n.language),
      },
      {
        field: 'cost_chf',
        headerName: t('columns.cost'),
        width: 130,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => formatChf(value, i18n.language),
      },
      { ...dateTimeColumn('created_at', t('columns.created'), i18n.language, 180), sortable: false },
    ],
    [t, i18n.language],
  );

  return (
    <>
      {canWrite ? <PageToolbar onAdd={() => setAdding(true)} addLabel={t('add')} /> : null}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={weekId ? 'week' : 'all'}
        onChange={(_event, value: 'week' | 'all' | null) => {
          if (value === 'all') showWeek(null);
          if (value === 'week') showWeek(defaultWeekMonday(new Date()));
        }}
        aria-label={t('filter.label')}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="all">{t('filter.all')}</ToggleButton>
        <ToggleButton value="week">{t('filter.week')}</ToggleButton>
      </ToggleButtonGroup>
      {weekId && startDate ? (
        <WeekNav
          monday={weekMonday(startDate)}
          onChange={(date) => showWeek(date ?? defaultWeekMonday(new Date()))}
        />
      ) : null}
      <DataTable
        label={t('title')}
        columns={columns}
        queryOptions={listOptions}
        getRowId={(row) => row.shopping_list_id}
        searchLabel={t('search')}
        hiddenOnPhone={['cost_chf', 'created_at']}
        onRowClick={(row) => void navigate(localise(`/shopping-lists/${row.shopping_list_id}`))}
      />
      <ShoppingListDialog
        open={open}
        onClose={close}
        draft={{ name: '', dates: preset }}
        onSaved={(list) => void navigate(localise(`/shopping-lists/${list.shopping_list_id}`))}
      />
    </>
  );
}

const weekMonday = (date: string) => mondayOfWeekId(weekIdOfDate(date));
