import { useState } from 'react';
import { mdiCloudDownloadOutline, mdiRefresh } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { useShopOrders, type ShopStatusFilter } from '../api/shop-orders.ts';
import { CatchUpDialog } from '../components/catch-up-dialog.tsx';
import { ShopOrdersTable } from '../components/shop-orders-table.tsx';

const filters: readonly ShopStatusFilter[] = ['waiting', 'pending', 'imported', 'all'];

function filterOf(value: string | null): ShopStatusFilter {
  return filters.find((filter) => filter === value) ?? 'waiting';
}

/** Orders → Shop orders (level 0): the import queue first, then the pending, the imported and all. */
export default function ShopOrdersPage() {
  const { t } = useTranslation('shop');
  const [params, setParams] = useSearchParams();
  const status = filterOf(params.get('status'));
  const orders = useShopOrders(status);
  const [catchingUp, setCatchingUp] = useState(false);
  return (
    <>
      <PageToolbar>
        <Tooltip title={t('list.refresh')}>
          <IconButton aria-label={t('list.refresh')} color="inherit" onClick={() => void orders.refetch()}>
            <MdiIcon path={mdiRefresh} />
          </IconButton>
        </Tooltip>
        <Button
          color="inherit"
          onClick={() => setCatchingUp(true)}
          startIcon={<MdiIcon path={mdiCloudDownloadOutline} size={0.9} />}
        >
          {t('catchUp.open')}
        </Button>
      </PageToolbar>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={status}
            onChange={(_event, next: ShopStatusFilter) =>
              setParams(next === 'waiting' ? {} : { status: next }, { replace: true })
            }
            aria-label={t('list.filter')}
            variant="scrollable"
          >
            {filters.map((filter) => (
              <Tab
                key={filter}
                value={filter}
                label={t(`filter.${filter}`)}
                id={`tab-${filter}`}
                aria-controls="panel-shop-orders"
              />
            ))}
          </Tabs>
        </Box>
        <div role="tabpanel" id="panel-shop-orders" aria-labelledby={`tab-${status}`}>
          {orders.isFetching ? <LinearProgress aria-label={t('loading')} /> : null}
          {orders.data ? <ShopOrdersTable orders={orders.data.shop_orders} /> : null}
          {orders.isError ? <Alert severity="error">{orders.error.message}</Alert> : null}
        </div>
      </Paper>
      <CatchUpDialog open={catchingUp} onClose={() => setCatchingUp(false)} />
    </>
  );
}
