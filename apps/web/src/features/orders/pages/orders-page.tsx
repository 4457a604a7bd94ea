import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { defaultWeekId } from '@brigade/domain/calendar/default-week';
import { mdiRefresh } from '@mdi/js';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { orderKeys } from '../api/keys.ts';
import { OrderDialog } from '../components/order-dialog.tsx';
import { OrdersTable } from '../components/orders-table.tsx';
import { WeekSelect } from '../components/week-select.tsx';

/** Orders (level 0): every current order; refresh in the toolbar; a row opens the order dialog. */
export default function OrdersPage() {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<{ orderId: number | null } | null>(null);
  const [week, setWeek] = useState<string | null>(null);
  const [includeCancelled, setIncludeCancelled] = useState(false);
  const filters = useMemo(
    () => ({ week: week ?? undefined, include_cancelled: includeCancelled }),
    [week, includeCancelled],
  );
  return (
    <>
      <PageToolbar onAdd={() => setOpen({ orderId: null })} addLabel={t('new.title')}>
        <Tooltip title={t('refresh')}>
          <IconButton
            aria-label={t('refresh')}
            color="inherit"
            onClick={() => void queryClient.invalidateQueries({ queryKey: orderKeys.all })}
          >
            <MdiIcon path={mdiRefresh} />
          </IconButton>
        </Tooltip>
      </PageToolbar>
      <OrdersTable
        filters={filters}
        onOpen={(row) => setOpen({ orderId: row.order_id })}
        toolbar={
          <>
            <WeekSelect
              label={t('filter.week')}
              value={week}
              onChange={setWeek}
              around={defaultWeekId(new Date())}
              emptyLabel={t('filter.allWeeks')}
            />
            <FormControlLabel
              control={
                <Switch checked={includeCancelled} onChange={(e) => setIncludeCancelled(e.target.checked)} />
              }
              label={t('filter.includeCancelled')}
              sx={{ whiteSpace: 'nowrap' }}
            />
          </>
        }
      />
      <OrderDialog open={open !== null} orderId={open?.orderId ?? null} onClose={() => setOpen(null)} />
    </>
  );
}
