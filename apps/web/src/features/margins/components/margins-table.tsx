import { addDays } from '@brigade/domain/calendar/iso-date';
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
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format.ts';
import { count, weekLabel } from './format-figures.ts';
import { FIGURE_COLUMNS, ProgrammeRow, TotalRow } from './margin-row.tsx';

const columnCount = FIGURE_COLUMNS.length + 1;

/** A row across the table: a week's (or the range's) heading, or a note on it. */
function SpanningRow({ children, heading = false }: { children: ReactNode; heading?: boolean }) {
  return (
    <TableRow>
      <TableCell colSpan={columnCount} sx={heading ? { fontWeight: 600, pt: 2 } : { py: 0.5 }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

/** A week: its heading, its programmes with figures, its total, and a warning when meals had no recipe. */
function WeekRows({ week }: { week: MarginWeek }) {
  const { t, i18n } = useTranslation('margins');
  const label = weekLabel(week.week_id);
  const days = `${formatDay(week.start_date, i18n.language, false)} – ${formatDay(addDays(week.start_date, 6), i18n.language, false)}`;
  return (
    <>
      <SpanningRow heading>{`${label} · ${days}`}</SpanningRow>
      {week.rows.filter(rowHasFigures).map((row) => (
        <ProgrammeRow key={row.programme} row={row} />
      ))}
      <TotalRow label={t('weekTotal', { week: label })} row={week.totals} />
      {week.meals_without_recipe > 0 ? (
        <SpanningRow>
          <Alert severity="warning" variant="outlined" sx={{ py: 0 }} data-testid="meals-without-recipe">
            {t('mealsWithoutRecipe', {
              count: week.meals_without_recipe,
              formatted: count(week.meals_without_recipe, i18n.language),
            })}
          </Alert>
        </SpanningRow>
      ) : null}
    </>
  );
}

/** The head: the programme, then the figures; labour and delivery say when they are not available yet. */
function HeadRow({ data }: { data: MarginsResponse }) {
  const { t } = useTranslation('margins');
  const missing: Partial<Record<(typeof FIGURE_COLUMNS)[number], boolean>> = {
    labour_cost: !data.available.labour,
    delivery_cost: !data.available.delivery,
  };
  return (
    <TableRow>
      <TableCell>{t('columns.programme')}</TableCell>
      {FIGURE_COLUMNS.map((column) => (
        <TableCell key={column} align="right">
          {t(`columns.${column}`)}
          {missing[column] ? (
            <Typography variant="caption" color="text.secondary" component="div">
              {t('notAvailable')}
            </Typography>
          ) : null}
        </TableCell>
      ))}
    </TableRow>
  );
}

/** The table: per week each programme with figures and the week's total, then each programme over all weeks. */
export function MarginsTable({ data }: { data: MarginsResponse }) {
  const { t } = useTranslation('margins');
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mb: 2 }}>
      <Table
        size="small"
        aria-label={t('table.title')}
        sx={{ '& td, & th': { px: 0.75 }, '& td': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <HeadRow data={data} />
        </TableHead>
        <TableBody>
          {data.weeks.map((week) => (
            <WeekRows key={week.week_id} week={week} />
          ))}
          <SpanningRow heading>{t('allWeeks')}</SpanningRow>
          {data.programmes.filter(rowHasFigures).map((row) => (
            <ProgrammeRow key={row.programme} row={row} />
          ))}
          <TotalRow label={t('total')} row={data.totals} />
        </TableBody>
      </Table>
    </TableContainer>
  );
}
