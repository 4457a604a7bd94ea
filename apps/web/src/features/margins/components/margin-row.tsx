import type { MarginRow, MarginTotals } from '@brigade/domain/schemas/margins';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { chf, count, percent } from './format-figures.ts';

/** The figure columns after the programme, in order: what the table head names. */
export const FIGURE_COLUMNS = [
  'orders',
  'days',
  'portions',
  'revenue',
  'food_cost',
  'gross_margin',
  'margin_pct',
  'labour_cost',
  'delivery_cost',
] as const;

/** Columns whose figures may be missing (null): their cells show a dash (the head says why). */
const COST_COLUMNS = ['labour_cost', 'delivery_cost'] as const;

function FigureCells({ row }: { row: MarginTotals }) {
  const { t, i18n } = useTranslation('margins');
  const language = i18n.language;
  const negative = row.gross_margin < 0 ? { color: 'error.main' } : {};
  return (
    <>
      <TableCell align="right">{count(row.orders, language)}</TableCell>
      <TableCell align="right">{count(row.days, language)}</TableCell>
      <TableCell align="right">{count(row.portions, language)}</TableCell>
      <TableCell align="right">{chf(row.revenue, language)}</TableCell>
      <TableCell align="right">{chf(row.food_cost, language)}</TableCell>
      <TableCell align="right" sx={negative}>
        {chf(row.gross_margin, language)}
      </TableCell>
      <TableCell align="right" sx={negative}>
        {percent(row.margin_pct, language)}
      </TableCell>
      {COST_COLUMNS.map((column) => {
        const value = row[column];
        return value === null ? (
          <TableCell
            key={column}
            align="right"
            aria-label={t('notAvailable')}
            sx={{ color: 'text.secondary' }}
          >
            –
          </TableCell>
        ) : (
          <TableCell key={column} align="right">
            {chf(value, language)}
          </TableCell>
        );
      })}
    </>
  );
}

/** One programme's row (or the kitchen's) of a week or of the whole range. */
export function ProgrammeRow({ row }: { row: MarginRow }) {
  const { t } = useTranslation('margins');
  return (
    <TableRow data-testid="margin-row" hover>
      <TableCell sx={{ pl: 3 }}>{t(`programme.${row.programme}`)}</TableCell>
      <FigureCells row={row} />
    </TableRow>
  );
}

/** The total of a week or of the range, in bold on a shaded row. */
export function TotalRow({ label, row }: { label: string; row: MarginTotals }) {
  return (
    <TableRow
      data-testid="margin-total"
      sx={{ bgcolor: 'action.hover', '& td': { fontWeight: 600, borderBottomWidth: 2 } }}
    >
      <TableCell>{label}</TableCell>
      <FigureCells row={row} />
    </TableRow>
  );
}
