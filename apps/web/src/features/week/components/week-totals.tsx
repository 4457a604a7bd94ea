import type { WeekDayTotals } from '@brigade/domain/schemas/week';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format.ts';

const keys = ['numLean', 'numLeanFlex', 'numStrong', 'numStrongFlex', 'numOther'] as const;

/** The week's totals per day (planning counts numLean … numOther and their sum). */
export function WeekTotals({ totals }: { totals: readonly WeekDayTotals[] }) {
  const { t, i18n } = useTranslation('week');
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mt: 2 }}>
      <Table size="small" aria-label={t('totals.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('totals.title')}</TableCell>
            {keys.map((k) => (
              <TableCell key={k} align="right">
                {t(`totals.${k}`)}
              </TableCell>
            ))}
            <TableCell align="right">{t('totals.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {totals.map((day) => (
            <TableRow key={day.date} data-testid={`totals-${day.date}`}>
              <TableCell>{formatDay(day.date, i18n.language)}</TableCell>
              {keys.map((k) => (
                <TableCell key={k} align="right">
                  {day[k]}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {keys.reduce((sum, k) => sum + day[k], 0)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
