import { rowHasFigures } from '@brigade/domain/margins/margin-table';
import type { MarginsResponse, MarginWeek } from '@brigade/domain/schemas/margins';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { count, weekLabel } from './format-figures.ts';
import { FIGURE_COLUMNS, ProgrammeRow, TotalRow } from './margin-row.tsx';

const columnCount = FIGURE_COLUMNS.length + 2;

/** A week: its programmes with figures, its total, and a warning when meals had no recipe to cost. */
function WeekRows({ week }: { week: MarginWeek }) {
  const { t, i18n } = useTranslation('margins');
  const label = weekLabel(week.week_id);
  return (
    <>
      {week.rows.filter(rowHasFigures).map((row) => (
        <ProgrammeRow key={row.programme} week={label} row={row} />
      ))}
      <TotalRow week={label} label={t('weekTotal')} row={week.totals} />
      {week.meals_without_recipe > 0 ? (
        <TableRow>
          <TableCell colSpan={columnCount} sx={{ py: 0.5 }}>
            <Alert severity="warning" variant="outlined" sx={{ py: 0 }} data-testid="meals-without-recipe">
              {t('mealsWithoutRecipe', {
                count: week.meals_without_recipe,
                formatted: count(week.meals_without_recipe, i18n.language),
              })}
            </Alert>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

/** The table: per week each programme with figures and the week's total, then each programme over all weeks. */
export function MarginsTable({ data }: { data: MarginsResponse }) {
  const { t } = useTranslation('margins');
  const all = t('allWeeks');
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mb: 2 }}>
      <Table size="small" aria-label={t('table.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.week')}</TableCell>
            <TableCell>{t('columns.programme')}</TableCell>
            {FIGURE_COLUMNS.map((column) => (
              <TableCell key={column} align="right">
                {t(`columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.weeks.map((week) => (
            <WeekRows key={week.week_id} week={week} />
          ))}
          {data.programmes.filter(rowHasFigures).map((row) => (
            <ProgrammeRow key={row.programme} week={all} row={row} />
          ))}
          <TotalRow week={all} label={t('total')} row={data.totals} />
        </TableBody>
      </Table>
    </TableContainer>
  );
}
