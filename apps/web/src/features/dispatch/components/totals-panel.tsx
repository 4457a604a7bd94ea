import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ConsignmentsResponse } from '@brigade/domain/schemas/logistics';
import { useTranslation } from 'react-i18next';

interface Line {
  key: number;
  name: string;
  consignments: number;
  bags: number;
}

function TotalsTable({
  id,
  title,
  first,
  lines,
}: {
  id: string;
  title: string;
  first: string;
  lines: Line[];
}) {
  const { t } = useTranslation('dispatch');
  return (
    <>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ mt: 1 }}>
        {title}
      </Typography>
      {lines.length === 0 ? (
        <Typography color="text.secondary">{t('totals.none')}</Typography>
      ) : (
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell>{first}</TableCell>
              <TableCell align="right">{t('totals.consignments')}</TableCell>
              <TableCell align="right">{t('totals.bags')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.key}>
                <TableCell>{line.name}</TableCell>
                <TableCell align="right">{line.consignments}</TableCell>
                <TableCell align="right">{line.bags}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}

/** The run's consignments and bags per zone and per courier. */
export function TotalsPanel({ totals }: { totals: ConsignmentsResponse['totals'] }) {
  const { t } = useTranslation('dispatch');
  const zones = totals.zones.map((z) => ({ key: z.postcode_zone_id, name: z.zone, ...z }));
  const couriers = totals.couriers.map((c) => ({ key: c.courier_id, ...c }));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="totals-title" sx={{ p: 2 }}>
      <Typography id="totals-title" variant="h6" component="h2">
        {t('totals.title')}
      </Typography>
      <TotalsTable id="totals-zones" title={t('totals.zones')} first={t('totals.zone')} lines={zones} />
      <TotalsTable
        id="totals-couriers"
        title={t('totals.couriers')}
        first={t('totals.courier')}
        lines={couriers}
      />
    </Paper>
  );
}
