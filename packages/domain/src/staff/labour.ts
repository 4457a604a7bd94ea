import { roundTo2 } from '../numbers/round.ts';

/** What a week's labour figures are made of: hours and cost of the kitchen's staff and of the couriers. */
export interface LabourWeekSums {
  readonly staff_hours: number;
  readonly staff_cost_chf: number;
  readonly courier_hours: number;
  readonly courier_cost_chf: number;
  /** Portions the kitchen made that week (see the production module's meals produced). */
  readonly meals: number;
}

export interface LabourFigures extends LabourWeekSums {
  readonly hours: number;
  readonly cost_chf: number;
  /** Meals per hour of the kitchen's staff (couriers make no meals); null without staff hours. */
  readonly meals_per_hour: number | null;
  /** The staff's cost per meal in CHF; null without meals. */
  readonly staff_cost_per_meal: number | null;
}

/**
 * A week's (or a range's) labour figures: hours and cost in all, meals per kitchen labour hour and the staff's
 * cost per meal, each to 2 decimals.
 */
export function labourFigures(sums: LabourWeekSums): LabourFigures {
  const staff_hours = roundTo2(sums.staff_hours);
  const staff_cost_chf = roundTo2(sums.staff_cost_chf);
  return {
    staff_hours,
    staff_cost_chf,
    courier_hours: roundTo2(sums.courier_hours),
    courier_cost_chf: roundTo2(sums.courier_cost_chf),
    meals: sums.meals,
    hours: roundTo2(sums.staff_hours + sums.courier_hours),
    cost_chf: roundTo2(sums.staff_cost_chf + sums.courier_cost_chf),
    meals_per_hour: staff_hours > 0 ? roundTo2(sums.meals / staff_hours) : null,
    staff_cost_per_meal: sums.meals > 0 ? roundTo2(staff_cost_chf / sums.meals) : null,
  };
}

/** The sums of several weeks (a range's total row). */
export function sumLabourWeeks(weeks: readonly LabourWeekSums[]): LabourWeekSums {
  const sum = (pick: (w: LabourWeekSums) => number) => weeks.reduce((s, w) => s + pick(w), 0);
  return {
    staff_hours: sum((w) => w.staff_hours),
    staff_cost_chf: sum((w) => w.staff_cost_chf),
    courier_hours: sum((w) => w.courier_hours),
    courier_cost_chf: sum((w) => w.courier_cost_chf),
    meals: sum((w) => w.meals),
  };
}
