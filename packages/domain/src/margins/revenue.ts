import type { ProgrammeType } from '../programmes/meal-types.ts';
import { programmeLabel, type ProgrammeLabel } from '../orders/programme-label.ts';

/** A row of The Week as the margins read it: the order's programme and its week's price (ADR 024). */
export interface PricedWeekRow {
  readonly type: ProgrammeType | null;
  readonly is_flex: boolean | null;
  readonly day_trial: boolean;
  readonly num_days: number;
  readonly week_price: number | null;
}

/** What one programme's orders of a week bring in. */
export interface ProgrammeRevenue {
  revenue: number;
  orders: number;
  days: number;
}

/**
 * A week's revenue per programme: the sum of The Week's `week_price` of its rows (the one rule for what an
 * order's week costs, discount codes included — never priced again here), with the number of orders and their
 * delivery days. A row without a programme or price (type or discount meals unreadable) is counted in
 * `unpriced` and brings in nothing.
 */
export function revenueByProgramme(rows: readonly PricedWeekRow[]): {
  programmes: Map<ProgrammeLabel, ProgrammeRevenue>;
  unpriced: number;
} {
  const programmes = new Map<ProgrammeLabel, ProgrammeRevenue>();
  let unpriced = 0;
  for (const row of rows) {
    if (row.type === null || row.is_flex === null || row.week_price === null) {
      unpriced += 1;
      continue;
    }
    const label = programmeLabel({ type: row.type, is_flex: row.is_flex, day_trial: row.day_trial });
    const sum = programmes.get(label) ?? { revenue: 0, orders: 0, days: 0 };
    sum.revenue += row.week_price;
    sum.orders += 1;
    sum.days += row.num_days;
    programmes.set(label, sum);
  }
  return { programmes, unpriced };
}
