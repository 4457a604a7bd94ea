import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SpecialProgrammeDetail } from '@brigade/domain/schemas/special-programmes';
import { useTranslation } from 'react-i18next';
import { usePickUpPointOptions } from '../../../lib/options/pick-up-point-options.ts';
import { formatChf } from '../../../lib/format.ts';
import { SpCustomerRow } from './sp-customer-row.tsx';

/** The programme's customers (by last name) with their totals; scrolls sideways on a phone. */
export function SpCustomersTable({ programme }: { programme: SpecialProgrammeDetail }) {
  const { t, i18n } = useTranslation('special-programmes');
  const points = usePickUpPointOptions();
  if (programme.customers.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('customers.none')}
      </Typography>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mb: 2 }}>
      <Table
        size="small"
        aria-label={t('customers.table')}
        sx={{ '& td, & th': { px: 1 }, '& td:first-of-type, & th:first-of-type': { pl: 2 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('customers.name')}</TableCell>
            <TableCell>{t('customers.deliveryHeader')}</TableCell>
            <TableCell>{t('customers.groupHeader')}</TableCell>
            <TableCell>{t('customers.accountingHeader')}</TableCell>
            <TableCell>{t('customers.priceHeader')}</TableCell>
            <TableCell>{t('customers.orderCountHeader')}</TableCell>
            <TableCell align="right">{t('customers.valueHeader')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {programme.customers.map((c) => (
            <SpCustomerRow
              key={c.customer_id}
              programmeId={programme.special_programme_id}
              customer={c}
              groups={programme.delivery_groups}
              pickUpPoints={points.data?.items ?? []}
            />
          ))}
          <TableRow>
            <TableCell colSpan={5} sx={{ fontWeight: 600 }}>
              {t('customers.total')}
            </TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{programme.order_count}</TableCell>
            <TableCell
              align="right"
              sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
              data-testid="sp-total-value"
            >
              {formatChf(programme.value, i18n.language)}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
