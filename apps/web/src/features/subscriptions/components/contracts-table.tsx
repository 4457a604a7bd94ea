import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SubscriptionContractView } from '@brigade/domain/schemas/subscriptions';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { ContractStatusChip } from './contract-status-chip.tsx';
import { formatAmount, formatBillingDate, intervalText } from './format.ts';

const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** A page of contracts, newest first; a row (or its number) opens the contract. */
export function ContractsTable(props: {
  contracts: readonly SubscriptionContractView[];
  onOpen: (contractId: number) => void;
}) {
  const { contracts, onOpen } = props;
  const { t, i18n } = useTranslation('subscriptions');
  const localise = useLocalisePath();
  if (contracts.length === 0) return <Alert severity="info">{t('list.empty')}</Alert>;
  return (
    <Table size="small" aria-label={t('list.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('field.contract')}</TableCell>
          <TableCell>{t('field.status')}</TableCell>
          <TableCell>{t('field.customer')}</TableCell>
          <TableCell sx={wide}>{t('field.interval')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('field.nextBilling')}</TableCell>
          <TableCell align="right" sx={wide}>
            {t('field.amount')}
          </TableCell>
          <TableCell sx={wide}>{t('field.shopOrder')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {contracts.map((c) => (
          <TableRow
            key={c.contract_id}
            hover
            data-testid="contract-row"
            onClick={() => onOpen(c.contract_id)}
            sx={{ cursor: 'pointer' }}
          >
            <TableCell>
              <Link
                component="button"
                type="button"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(c.contract_id);
                }}
                aria-label={t('list.open', { id: c.contract_id })}
              >
                {c.contract_id}
              </Link>
            </TableCell>
            <TableCell>
              <ContractStatusChip status={c.status} />
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {c.customer_id === null ? (
                c.customer_name || '–'
              ) : (
                <Link
                  component={RouterLink}
                  to={localise(`/customers/${c.customer_id}`)}
                  onClick={(event) => event.stopPropagation()}
                >
                  {c.customer_name || c.customer_email}
                </Link>
              )}
              <Typography variant="body2" color="text.secondary">
                {c.customer_email ?? ''}
              </Typography>
              {c.customer_id === null ? (
                <Typography variant="caption" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                  {t('list.noCustomer')}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>
              {intervalText(t, c.interval, c.interval_count)}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
              {formatBillingDate(c.next_billing_date, i18n.language)}
            </TableCell>
            <TableCell align="right" sx={{ ...wide, whiteSpace: 'nowrap' }}>
              {formatAmount(c.amount, c.currency, i18n.language)}
            </TableCell>
            <TableCell sx={wide}>{c.order_name ?? '–'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
