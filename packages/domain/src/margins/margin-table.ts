import { roundTo2 } from '../numbers/round.ts';
import type { ProgrammeLabel } from '../orders/programme-label.ts';
import {
  MARGIN_ROW_NAMES,
  type MarginFigures,
  type MarginRow,
  type MarginTotals,
  type MarginWeek,
} from '../schemas/margins.ts';
import { foodCostByRow, type CostedSlot, type FoodCostRowKey, type FoodShare } from './food-cost.ts';
import { revenueByProgramme, type PricedWeekRow, type ProgrammeRevenue } from './revenue.ts';

/** Costs the margins cannot show yet: staff hours come later; no logistics data holds a cost per consignment. */
const NOT_AVAILABLE = { labour_cost: null, delivery_cost: null } as const;

/**
 * Gross margin = revenue − food cost, of amounts already rounded to CHF cents (so a table's columns add up);
 * margin % = gross margin ÷ revenue × 100, to one decimal; none without revenue.
 */
export function marginFigures(revenue: number, foodCost: number): MarginFigures {
  const gross = roundTo2(revenue - foodCost);
  return {
    revenue,
    food_cost: foodCost,
    gross_margin: gross,
    margin_pct: revenue === 0 ? null : Math.round((gross / revenue) * 1000) / 10,
    ...NOT_AVAILABLE,
  };
}

/**
 * A week's rows: per programme its orders, days and revenue (The Week's prices) and its portions and food
 * cost (attributed by the meals its orders receive); the kitchen's row has its own portions' cost and no
 * revenue. Amounts rounded to CHF cents, portions to 2 decimals.
 */
export function marginRows(
  revenue: ReadonlyMap<ProgrammeLabel, ProgrammeRevenue>,
  food: ReadonlyMap<FoodCostRowKey, FoodShare>,
): MarginRow[] {
  return MARGIN_ROW_NAMES.map((key) => {
    const money = key === 'KITCHEN' ? undefined : revenue.get(key);
    const share = food.get(key);
    return {
      programme: key,
      orders: money?.orders ?? 0,
      days: money?.days ?? 0,
      portions: roundTo2(share?.portions ?? 0),
      ...marginFigures(roundTo2(money?.revenue ?? 0), roundTo2(share?.cost ?? 0)),
    };
  });
}

/** The sum of rows (each already rounded): counts, revenue and food cost added, the margin worked out again. */
export function marginTotals(rows: readonly MarginTotals[]): MarginTotals {
  const sum = (pick: (row: MarginTotals) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    orders: sum((r) => r.orders),
    days: sum((r) => r.days),
    portions: roundTo2(sum((r) => r.portions)),
    ...marginFigures(roundTo2(sum((r) => r.revenue)), roundTo2(sum((r) => r.food_cost))),
  };
}

/** The rows of a whole range: each programme's (and the kitchen's) rows of every week added up. */
function rangeRows(weeks: readonly { rows: readonly MarginRow[] }[]): MarginRow[] {
  return MARGIN_ROW_NAMES.map((key) => ({
    programme: key,
    ...marginTotals(weeks.flatMap((w) => w.rows.filter((r) => r.programme === key))),
  }));
}

/**
 * One week of the table: revenue per programme from The Week's rows, food cost per programme from the week's
 * costed slots, the kitchen's row, and the week's totals.
 */
export function marginWeek(
  week: { week_id: string; start_date: string; meals_without_recipe: number },
  weekRows: readonly PricedWeekRow[],
  slots: readonly CostedSlot[],
): MarginWeek {
  const revenue = revenueByProgramme(weekRows);
  const rows = marginRows(revenue.programmes, foodCostByRow(slots));
  return { ...week, rows, totals: marginTotals(rows), unpriced_orders: revenue.unpriced };
}

/** The whole range: each programme over all weeks, and the grand totals (the weeks' totals added up). */
export function marginRange(weeks: readonly MarginWeek[]): { programmes: MarginRow[]; totals: MarginTotals } {
  return { programmes: rangeRows(weeks), totals: marginTotals(weeks.map((w) => w.totals)) };
}

/** The screen and its export leave out a row with nothing in it: no order, portion, revenue or food cost. */
export function rowHasFigures(row: MarginTotals): boolean {
  return row.orders !== 0 || row.portions !== 0 || row.revenue !== 0 || row.food_cost !== 0;
}
