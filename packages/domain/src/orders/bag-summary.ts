import { MEAL_TYPES, type MealType } from '../programmes/meal-types.ts';

/** The old app's texts, word for word. */
export const NO_QUANTITY_CHANGE_MESSAGE = 'Changes made that do not affect overall quantities';
export const BAGS_LABEL = 'Bag(s)';

/** A meal slot's bagAdjustments (the meal type is the slot's). */
export interface BagAdjustment {
  readonly mealType: MealType;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly qty: number;
}

export interface BagSummaryLine {
  readonly mealType: MealType;
  readonly change: number;
  /** '+2', '-1', or for the other type '+1 Bag(s)'. */
  readonly label: string;
  /** initial.Surname of each customer with a change to this meal. */
  readonly names: string[];
}

/**
 * Bag summary names use the form initial.Surname ('A.Muster'). Choices: without a first
 * name the surname alone; without a surname the first name alone.
 */
export function bagPersonName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  const first = (firstName ?? '').trim();
  const last = (lastName ?? '').trim();
  if (!first) return last;
  if (!last) return first;
  return `${first.charAt(0).toUpperCase()}.${last}`;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * The additional-bag summary of a day — per meal type, in menu order, the net change '+n'
 * ('Bag(s)' after it for the other type) with who changed it. Meals whose changes cancel out are left
 * out; when changes were made but none moves a total, `message` is 'Changes made that do not affect
 * overall quantities'. No adjustments → no lines and no message.
 */
export function summariseBagChanges(adjustments: readonly BagAdjustment[]): {
  lines: BagSummaryLine[];
  message: string | null;
} {
  const lines: BagSummaryLine[] = [];
  for (const mealType of MEAL_TYPES) {
    const forMeal = adjustments.filter((a) => a.mealType === mealType && a.qty !== 0);
    const change = forMeal.reduce((sum, a) => sum + a.qty, 0);
    if (change === 0) continue;
    const label = mealType === 'other' ? `${signed(change)} ${BAGS_LABEL}` : signed(change);
    const names = [...new Set(forMeal.map((a) => bagPersonName(a.firstName, a.lastName)).filter(Boolean))];
    lines.push({ mealType, change, label, names });
  }
  const changed = adjustments.some((a) => a.qty !== 0);
  return { lines, message: changed && lines.length === 0 ? NO_QUANTITY_CHANGE_MESSAGE : null };
}
