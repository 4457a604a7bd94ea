import { useState } from 'react';
import { mdiArrowLeft } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useLineOverride } from '../api/shop-order-actions.ts';
import { useShopOrder } from '../api/shop-orders.ts';
import { MapVariantDialog, type VariantTarget } from '../components/map-variant-dialog.tsx';
import { PayloadBlock } from '../components/payload-block.tsx';
import { ShopLinesTable } from '../components/shop-lines-table.tsx';
import { ShopOrderActions } from '../components/shop-order-actions.tsx';
import { ShopOrderHeader } from '../components/shop-order-header.tsx';
import { ShopProblems } from '../components/shop-problems.tsx';

/** /orders/shopify/:orderId: one shop order beside ours, what it waits for and how to fix it. */
export default function ShopOrderPage() {
  const { t } = useTranslation('shop');
  const id = Number(useParams().orderId);
  const localise = useLocalisePath();
  const order = useShopOrder(id);
  const override = useLineOverride();
  const [mapping, setMapping] = useState<VariantTarget | null>(null);
  const detail = order.data;
  return (
    <>
      <PageToolbar>
        <Button
          color="inherit"
          component={RouterLink}
          to={localise('/orders/shopify')}
          startIcon={<MdiIcon path={mdiArrowLeft} size={0.9} />}
        >
          {t('detail.back')}
        </Button>
      </PageToolbar>
      {order.isPending && order.fetchStatus !== 'idle' ? <LinearProgress aria-label={t('loading')} /> : null}
      {order.isError ? <Alert severity="error">{order.error.message}</Alert> : null}
      {detail ? (
        <Stack spacing={2} sx={{ maxWidth: 1100 }}>
          <ShopOrderHeader detail={detail} />
          {detail.status === 'pending' ? (
            <Alert severity="info" icon={false}>
              {t('detail.importing')}
              <LinearProgress aria-label={t('detail.importing')} sx={{ mt: 1 }} />
            </Alert>
          ) : null}
          <ShopProblems detail={detail} onMap={setMapping} />
          <ShopOrderActions detail={detail} />
          <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
            <Typography variant="h6" component="h3" sx={{ p: 2, pb: 1 }}>
              {t('lines.title')}
            </Typography>
            <ShopLinesTable
              detail={detail}
              busy={override.isPending}
              onOverride={(lineItemId, value) => override.mutate({ id, lineItemId, value })}
            />
          </Paper>
          <PayloadBlock payload={detail.payload} />
        </Stack>
      ) : null}
      <MapVariantDialog target={mapping} onClose={() => setMapping(null)} />
    </>
  );
}
