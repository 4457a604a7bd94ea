import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Customer } from '@brigade/domain/schemas/customers';
import type { CustomerSummary } from '@brigade/domain/schemas/lookups';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section.tsx';
import { formatIsoDate } from '../../../lib/format.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useAddressResidents } from '../api/get-address-residents.ts';
import { useCustomerSummary } from '../api/get-customer-summary.ts';
import { CustomerDislikes } from './customer-dislikes.tsx';

/**
 * A saved customer's dashboard summary (ADR 075), the dislikes with their suppression (ADR 077) and who else
 * lives in the same building.
 */
export function CustomerSummarySection({ customer }: { customer: Customer }) {
  const { t } = useTranslation('customers');
  const summary = useCustomerSummary(customer.customer_id);
  return (
    <FormSection title={t('summary.title')}>
      {summary.isError ? <Alert severity="error">{summary.error.message}</Alert> : null}
      {summary.data ? <SummaryFigures summary={summary.data} /> : null}
      <CustomerDislikes customerId={customer.customer_id} />
      <Residents customer={customer} />
    </FormSection>
  );
}

function SummaryFigures({ summary }: { summary: CustomerSummary }) {
  const { t, i18n } = useTranslation('customers');
  const date = (value: string | null) => (value ? formatIsoDate(value, i18n.language) : '–');
  const current = summary.current_order;
  const figures: [string, string][] = [
    [t('summary.orders'), String(summary.orders_total)],
    [t('summary.cancelled'), String(summary.orders_cancelled)],
    [t('summary.first'), date(summary.first_start_date)],
    [
      t('summary.last'),
      summary.orders_total > 0 && !summary.last_end_date ? t('summary.ongoing') : date(summary.last_end_date),
    ],
    [
      t('summary.current'),
      current
        ? t('summary.currentOrder', {
            id: current.order_id,
            programme: `${current.type}${current.is_flex ? ' flex' : ''}`,
          })
        : t('summary.none'),
    ],
    [
      t('summary.health'),
      t('summary.healthCounts', { allergies: summary.allergy_count, dislikes: summary.dislike_count }),
    ],
    [t('summary.lastContacted'), date(summary.last_contacted)],
  ];
  return (
    <Box
      component="dl"
      data-testid="customer-summary"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}
    >
      {figures.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The other customers at the customer's billing and delivery addresses' buildings, each a link. */
function Residents({ customer }: { customer: Customer }) {
  const { t } = useTranslation('customers');
  const localise = useLocalisePath();
  const ids = [...new Set([customer.billing_default, customer.delivery_default])].filter(
    (id): id is number => id !== null,
  );
  const residents = useAddressResidents(ids);
  const others = new Map<number, { name: string; active: boolean }>();
  for (const item of residents.data?.items ?? []) {
    for (const c of item.customers) if (!c.own) others.set(c.customer_id, c);
  }
  return (
    <div>
      <Typography variant="subtitle2" component="h4">
        {t('summary.neighbours')}
      </Typography>
      {residents.isError ? <Alert severity="error">{residents.error.message}</Alert> : null}
      {others.size === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {ids.length === 0 ? t('summary.noAddress') : t('summary.noNeighbours')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('summary.neighbours')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
        >
          {[...others].map(([id, c]) => (
            <li key={id}>
              <Link component={RouterLink} to={localise(`/customers/${id}`)}>
                {c.name}
              </Link>
              {c.active ? null : <Chip size="small" label={t('summary.inactive')} sx={{ ml: 0.5 }} />}
            </li>
          ))}
        </Box>
      )}
    </div>
  );
}
