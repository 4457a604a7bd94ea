import type { UncostedIngredient } from '@brigade/domain/margins/food-cost';
import { rowHasFigures } from '@brigade/domain/margins/margin-table';
import type { MarginsResponse, MarginTotals } from '@brigade/domain/schemas/margins';
import type { CsvCell } from '@brigade/domain/text/csv-export';
import type { ExportTable } from '../../lib/export.ts';

/** The uncosted ingredients of all lists, each ingredient and reason once, by name. */
export function uncostedOf(lists: readonly UncostedIngredient[][]): UncostedIngredient[] {
  const once = new Map(lists.flat().map((u) => [`${u.ingredient_id}|${u.reason}`, u]));
  return [...once.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'en') || a.ingredient_id - b.ingredient_id,
  );
}

/** What the screen writes in a cost column that has no figures yet. */
const NOT_AVAILABLE = 'not available yet';

function cells(weekId: string, startDate: string, name: string, row: MarginTotals): CsvCell[] {
  return [
    weekId,
    startDate,
    name,
    row.orders,
    row.days,
    row.portions,
    row.revenue,
    row.food_cost,
    row.gross_margin,
    row.margin_pct,
    row.labour_cost ?? NOT_AVAILABLE,
    row.delivery_cost ?? NOT_AVAILABLE,
  ];
}

/**
 * The .xlsx of what the screen shows: per week its rows with figures and its total ('Total'), then the whole
 * range per programme and in all (week_id 'all', start_date the range's first Monday). Header: the API's
 * field names (ADR 010).
 */
export function toExportTable(margins: MarginsResponse, readAt: Date): ExportTable {
  const rows: CsvCell[][] = [];
  for (const week of margins.weeks) {
    for (const row of week.rows.filter(rowHasFigures)) {
      rows.push(cells(week.week_id, week.start_date, row.programme, row));
    }
    rows.push(cells(week.week_id, week.start_date, 'Total', week.totals));
  }
  for (const row of margins.programmes.filter(rowHasFigures)) {
    rows.push(cells('all', margins.from, row.programme, row));
  }
  rows.push(cells('all', margins.from, 'Total', margins.totals));
  return {
    name: `margins-${margins.from}-${margins.to}`,
    columns: [
      'week_id',
      'start_date',
      'programme',
      'orders',
      'days',
      'portions',
      'revenue',
      'food_cost',
      'gross_margin',
      'margin_pct',
      'labour_cost',
      'delivery_cost',
    ],
    rows,
    readAt,
  };
}
