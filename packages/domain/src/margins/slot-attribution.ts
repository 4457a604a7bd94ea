import type { ProgrammeLabel } from '../orders/programme-label.ts';
import type { ProgrammeCounts } from './programme-meals.ts';

/** Where a slot's portions go: to the programmes, and what no order asked for to the kitchen's own row. */
export interface SlotShares {
  readonly programmes: Map<ProgrammeLabel, number>;
  readonly kitchen: number;
}

/**
 * The portions a meal slot was made for, shared out. Each programme carries the meals its orders receive of
 * the slot ({@link programmeMealsOfDay}: orders plus their additional bags; a programme whose bags take away
 * more than its orders get carries none). Portions made beyond that — the kitchen's qty_adjust, the extra
 * slots, bags of orders without a programme — are the kitchen's own. When fewer portions were made than the
 * programmes ordered (a negative qty_adjust), the portions made are shared in proportion to what each ordered.
 */
export function slotShares(portions: number, ordered: ProgrammeCounts): SlotShares {
  const wanted = [...ordered].filter(([, n]) => n > 0);
  const total = wanted.reduce((sum, [, n]) => sum + n, 0);
  if (portions <= 0) return { programmes: new Map(), kitchen: 0 };
  if (total <= portions) return { programmes: new Map(wanted), kitchen: portions - total };
  return {
    programmes: new Map(wanted.map(([label, n]) => [label, (portions * n) / total])),
    kitchen: 0,
  };
}
