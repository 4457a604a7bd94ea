import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ConsignmentsResponse } from '@brigade/domain/schemas/logistics';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';

/** Every team's orders of the date that could not be placed in a consignment, and why. */
export function UnplacedList({ unplaced }: { unplaced: ConsignmentsResponse['unplaced'] }) {
  const { t } = useTranslation('dispatch');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="unplaced-title" sx={{ p: 2 }}>
      <Typography id="unplaced-title" variant="h6" component="h2">
        {t('unplaced.title', { count: unplaced.length })}
      </Typography>
      {unplaced.length === 0 ? (
        <Typography color="text.secondary">{t('unplaced.none')}</Typography>
      ) : (
        <>
          <Alert severity="warning" sx={{ my: 1 }}>
            {t('unplaced.hint')}
          </Alert>
          <Table size="small" aria-labelledby="unplaced-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('unplaced.order')}</TableCell>
                <TableCell>{t('unplaced.customer')}</TableCell>
                <TableCell>{t('unplaced.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {unplaced.map((order) => (
                <TableRow key={order.order_id} data-testid="unplaced-row">
                  <TableCell>{order.order_id}</TableCell>
                  <TableCell>
                    {order.first_name} {order.last_name}
                  </TableCell>
                  <TableCell>{translateMessage(order.reason)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Paper>
  );
}
