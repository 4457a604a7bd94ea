import type { MarginRow, MarginTotals } from '@brigade/domain/schemas/margins';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { chf, count, percent } from './format-figures.ts';

/** The figure columns after week and programme, in order: what the table head names. */
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

/** A cost column without figures yet (labour, delivery): it says so. */
function NotAvailable() {
  const { t } = useTranslation('margins');
  return (
    <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
      {t('notAvailable')}
    </Typography>
  );
}

function FigureCells({ row }: { row: MarginTotals }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const money = (value: number | null) => (value === null ? <NotAvailable /> : chf(value, language));
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
      <TableCell align="right">{money(row.labour_cost)}</TableCell>
      <TableCell align="right">{money(row.delivery_cost)}</TableCell>
    </>
  );
}

/** One programme's row (or the kitchen's) of a week or of the whole range. */
export function ProgrammeRow({ week, row }: { week: string; row: MarginRow }) {
  const { t } = useTranslation('margins');
  return (
    <TableRow data-testid="margin-row" hover>
      <TableCell>{week}</TableCell>
      <TableCell>{t(`programme.${row.programme}`)}</TableCell>
      <FigureCells row={row} />
    </TableRow>
  );
}

/** The total of a week or of the range, in bold on a shaded row. */
export function TotalRow({ week, label, row }: { week: string; label: string; row: MarginTotals }) {
  return (
    <TableRow
      data-testid="margin-total"
      sx={{ bgcolor: 'action.hover', '& td': { fontWeight: 600, borderBottomWidth: 2 } }}
    >
      <TableCell>{week}</TableCell>
      <TableCell>{label}</TableCell>
      <FigureCells row={row} />
    </TableRow>
  );
}
