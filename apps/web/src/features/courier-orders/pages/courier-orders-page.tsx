import { useState } from 'react';
import { mdiRefresh } from '@mdi/js';
import { businessDate } from '@brigade/domain/calendar/business-date';
import { isIsoDate } from '@brigade/domain/calendar/iso-date';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { useCourierOrders } from '../api/courier-orders.ts';
import { CourierOrderDialog } from '../components/courier-order-dialog.tsx';
import { CourierOrdersTable } from '../components/courier-orders-table.tsx';
import { DateBar } from '../components/date-bar.tsx';

/**
 * External logistics ('/luckabox', level 0 dispatchers): the external logistics service's orders of a date
 * (today in the business time zone unless the address names one), each opened for its status changes. In local
 * mode the service is not connected: the screen says so, and publishing uses Brigade's own tracking.
 */
export default function CourierOrdersPage() {
  const { t } = useTranslation('courier-orders');
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => businessDate(new Date()));
  const asked = params.get('date');
  const date = isIsoDate(asked) ? asked : today;
  const list = useCourierOrders(date);
  const open = params.get('order');
  const setParam = (name: string, value: string | null) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageToolbar>
        <Tooltip title={t('list.refresh')}>
          <IconButton aria-label={t('list.refresh')} color="inherit" onClick={() => void list.refetch()}>
            <MdiIcon path={mdiRefresh} />
          </IconButton>
        </Tooltip>
      </PageToolbar>
      <Stack spacing={2}>
        <Typography variant="h5" component="h2">
          {t('title')}
        </Typography>
        {list.data?.mode === 'local' ? (
          <Alert severity="info" data-testid="courier-not-connected">
            {t('notConnected')}
          </Alert>
        ) : null}
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <DateBar
            date={date}
            today={today}
            onDate={(next) => setParam('date', next === today ? null : next)}
          />
          {list.isFetching ? <LinearProgress aria-label={t('list.loading')} /> : <Box sx={{ height: 4 }} />}
          {list.isError ? <Alert severity="error">{list.error.message}</Alert> : null}
          {list.data ? (
            <CourierOrdersTable
              date={date}
              orders={list.data.orders}
              onOpen={(id) => setParam('order', id)}
            />
          ) : null}
          {list.data && list.data.orders.length > 0 ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ p: 1.5 }}
              data-testid="courier-orders-count"
            >
              {t('list.count', { count: list.data.orders.length })}
            </Typography>
          ) : null}
        </Paper>
      </Stack>
      {open ? (
        <CourierOrderDialog
          key={open}
          id={open}
          reference={list.data?.orders.find((o) => o.id === open)?.reference}
          onClose={() => setParam('order', null)}
        />
      ) : null}
    </>
  );
}
