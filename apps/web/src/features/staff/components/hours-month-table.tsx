import { mdiPencil, mdiPlus } from '@mdi/js';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { HoursMonth, HoursTotals } from '@brigade/domain/schemas/staff';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { formatChf, formatIsoDate } from '../../../lib/format.ts';
import type { HoursTarget } from './hours-dialog.tsx';

const figure = (n: number, language: string) =>
  new Intl.NumberFormat(language === 'de' ? 'de-CH' : 'en-CH', { maximumFractionDigits: 2 }).format(n);

function TotalsCells({ totals, language }: { totals: HoursTotals; language: string }) {
  return (
    <>
      <TableCell align="right">{figure(totals.total_hours, language)}</TableCell>
      <TableCell align="right">{figure(totals.extra_hours, language)}</TableCell>
      <TableCell align="right">{figure(totals.break_hours, language)}</TableCell>
      <TableCell align="right">{figure(totals.net_hours, language)}</TableCell>
      <TableCell align="right">{formatChf(totals.cost_chf, language)}</TableCell>
    </>
  );
}

/**
 * The month per employee: a heading row with the employee's totals, then each row with its date, the date
 * shifted by the lag (when there is one), the week id, total, extra, break and net hours and cost; the month's
 * totals last.
 */
export function HoursMonthTable({
  data,
  onEdit,
}: {
  data: HoursMonth;
  onEdit: (target: HoursTarget) => void;
}) {
  const { t, i18n } = useTranslation('staff');
  const lang = i18n.language;
  const head = ['date', 'paidDate', 'week', 'period', 'total', 'extra', 'break', 'net', 'cost'] as const;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('table.label')} data-testid="hours-table">
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell
                key={h}
                align={['date', 'paidDate', 'week', 'period'].includes(h) ? 'left' : 'right'}
              >
                {t(`table.${h}`)}
              </TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {data.employees.map((e) => [
            <TableRow
              key={`e${e.employee_id}`}
              data-testid={`hours-employee-${e.employee_id}`}
              sx={{ bgcolor: 'action.hover' }}
            >
              <TableCell colSpan={4} sx={{ fontWeight: 600 }}>
                {e.first_name} {e.last_name}
                {e.role ? ` · ${e.role}` : ''}
                {e.kind === 'EXPRESS_COURIER' ? ` · ${t('kind.EXPRESS_COURIER')}` : ''}
                {e.active ? '' : ` · ${t('inactive')}`}
              </TableCell>
              <TotalsCells totals={e.totals} language={lang} />
              <TableCell>
                <IconButton
                  size="small"
                  aria-label={t('addFor', { name: e.first_name })}
                  onClick={() => onEdit({ employee_id: e.employee_id })}
                >
                  <MdiIcon path={mdiPlus} size={0.8} />
                </IconButton>
              </TableCell>
            </TableRow>,
            ...e.rows.map((r) => (
              <TableRow key={r.hours_id} data-testid="hours-row">
                <TableCell>{formatIsoDate(r.date, lang)}</TableCell>
                <TableCell>
                  {r.lag_days === 0
                    ? ''
                    : `${formatIsoDate(r.paid_date, lang)} (${r.lag_days > 0 ? '+' : ''}${r.lag_days})`}
                </TableCell>
                <TableCell>{r.week_id}</TableCell>
                <TableCell>{t(`period.${r.period}`)}</TableCell>
                <TotalsCells totals={r} language={lang} />
                <TableCell>
                  <IconButton size="small" aria-label={t('edit')} onClick={() => onEdit({ row: r })}>
                    <MdiIcon path={mdiPencil} size={0.8} />
                  </IconButton>
                </TableCell>
              </TableRow>
            )),
          ])}
          <TableRow data-testid="hours-month-total">
            <TableCell colSpan={4} sx={{ fontWeight: 700 }}>
              {t('table.monthTotal')}
            </TableCell>
            <TotalsCells totals={data.totals} language={lang} />
            <TableCell />
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
