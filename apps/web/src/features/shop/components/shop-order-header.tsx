import type { ReactNode } from 'react';
import { mdiOpenInNew } from '@mdi/js';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ShopOrderDetail } from '@brigade/domain/schemas/shop';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { formatTotal } from './format-total.ts';
import { ourOrderLinks } from './our-orders.ts';
import { ShopStatusChip } from './status-chip.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 170 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </Stack>
  );
}

function ShopLink({ href, label }: { href: string; label: string }) {
  return (
    <Button
      size="small"
      variant="outlined"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      endIcon={<MdiIcon path={mdiOpenInNew} size={0.7} />}
    >
      {label}
    </Button>
  );
}

/** The shop order's name and status, the shop admin's pages, and what it became here: customer and orders. */
export function ShopOrderHeader({ detail }: { detail: ShopOrderDetail }) {
  const { t, i18n } = useTranslation('shop');
  const localise = useLocalisePath();
  const language = i18n.language;
  const orders = ourOrderLinks(detail);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
        <Typography variant="h5" component="h2">
          {t('detail.heading', { name: detail.name })}
        </Typography>
        <ShopStatusChip status={detail.status} />
        {detail.order_url ? <ShopLink href={detail.order_url} label={t('detail.openOrder')} /> : null}
        {detail.customer_url ? (
          <ShopLink href={detail.customer_url} label={t('detail.openCustomer')} />
        ) : null}
      </Stack>
      <Stack spacing={0.75}>
        <Fact label={t('field.customer')}>
          {detail.customer_name}
          {detail.email ? ` <${detail.email}>` : ''}
        </Fact>
        <Fact label={t('field.total')}>{formatTotal(detail.total_price, detail.currency, language)}</Fact>
        <Fact label={t('field.received')}>{formatDateTime(detail.received_at, language)}</Fact>
        {detail.imported_at ? (
          <Fact label={t('field.importedAt')}>{formatDateTime(detail.imported_at, language)}</Fact>
        ) : null}
        <Fact label={t('detail.ourCustomer')}>
          {detail.customer_id === null ? (
            t('detail.none')
          ) : (
            <Link component={RouterLink} to={localise(`/customers/${detail.customer_id}`)}>
              {t('detail.customerLink', { id: detail.customer_id })}
            </Link>
          )}
        </Fact>
        <Fact label={t('detail.ourOrders')}>
          {orders.length === 0 ? (
            t('detail.none')
          ) : (
            <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
              {orders.map((order) => (
                <Link key={order.orderId} component={RouterLink} to={localise(order.path)}>
                  {t('detail.orderLink', { id: order.orderId })}
                </Link>
              ))}
            </Stack>
          )}
        </Fact>
        {detail.shipping_address ? (
          <Fact label={t('field.shippingAddress')}>{detail.shipping_address}</Fact>
        ) : null}
        {detail.billing_address && detail.billing_address !== detail.shipping_address ? (
          <Fact label={t('field.billingAddress')}>{detail.billing_address}</Fact>
        ) : null}
        {detail.note ? <Fact label={t('field.note')}>{detail.note}</Fact> : null}
      </Stack>
    </Paper>
  );
}
