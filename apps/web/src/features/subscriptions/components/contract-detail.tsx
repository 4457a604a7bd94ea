import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SubscriptionDetail } from '@brigade/domain/schemas/subscriptions';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { ContractStatusChip } from './contract-status-chip.tsx';
import { formatAmount, formatBillingDate, intervalText } from './format.ts';

/** A contract at the service beside our customer and their orders; the orders a change touched are marked. */
export function ContractDetail({
  detail,
  changed,
}: {
  detail: SubscriptionDetail;
  changed: readonly number[];
}) {
  const { t, i18n } = useTranslation('subscriptions');
  const localise = useLocalisePath();
  const facts: [string, ReactNode][] = [
    [t('field.status'), <ContractStatusChip key="status" status={detail.status} />],
    [
      t('field.customer'),
      detail.customer_id === null ? (
        `${detail.customer_name || '–'} (${t('list.noCustomer')})`
      ) : (
        <Link key="customer" component={RouterLink} to={localise(`/customers/${detail.customer_id}`)}>
          {detail.customer_name || detail.customer_email}
        </Link>
      ),
    ],
    [t('field.email'), detail.customer_email ?? '–'],
    [t('field.interval'), intervalText(t, detail.interval, detail.interval_count)],
    [t('field.nextBilling'), formatBillingDate(detail.next_billing_date, i18n.language)],
    [t('field.amount'), formatAmount(detail.amount, detail.currency, i18n.language)],
    [t('field.shopOrder'), detail.order_name ?? '–'],
  ];
  return (
    <Stack spacing={2.5}>
      <Table size="small" aria-label={t('detail.facts')}>
        <TableBody>
          {facts.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ width: 200, color: 'text.secondary' }}>
                {label}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <section aria-labelledby="contract-lines-title">
        <Typography id="contract-lines-title" variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
          {t('detail.lines')}
        </Typography>
        {detail.lines.length === 0 ? (
          <Typography color="text.secondary">{t('detail.noLines')}</Typography>
        ) : (
          <Table size="small" aria-labelledby="contract-lines-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('field.product')}</TableCell>
                <TableCell align="right">{t('field.quantity')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {detail.lines.map((line, index) => (
                <TableRow key={`${line.variant_id ?? ''}-${index}`}>
                  <TableCell>{line.title ?? line.variant_id ?? '–'}</TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
      <OurOrders detail={detail} changed={changed} />
    </Stack>
  );
}

function OurOrders({ detail, changed }: { detail: SubscriptionDetail; changed: readonly number[] }) {
  const { t } = useTranslation('subscriptions');
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  return (
    <section aria-labelledby="contract-orders-title">
      <Typography id="contract-orders-title" variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        {t('detail.orders')}
      </Typography>
      {detail.orders.length === 0 ? (
        <Typography color="text.secondary">
          {detail.customer_id === null ? t('detail.noCustomer') : t('detail.noOrders')}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby="contract-orders-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('field.order')}</TableCell>
              <TableCell>{t('field.startWeek')}</TableCell>
              <TableCell>{t('field.endWeek')}</TableCell>
              <TableCell>{t('field.subscription')}</TableCell>
              <TableCell>{t('field.cancelled')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {detail.orders.map((o) => (
              <TableRow
                key={o.order_id}
                data-testid="contract-order"
                selected={changed.includes(o.order_id)}
                sx={{ opacity: o.cancelled ? 0.6 : 1 }}
              >
                <TableCell>#{o.order_id}</TableCell>
                <TableCell>{o.start_week}</TableCell>
                <TableCell>{o.end_week ?? t('detail.untilCancelled')}</TableCell>
                <TableCell>{yesNo(o.is_subscription)}</TableCell>
                <TableCell>{yesNo(o.cancelled)}</TableCell>
                <TableCell>
                  {changed.includes(o.order_id) ? (
                    <Chip size="small" color="info" label={t('detail.changed')} />
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
