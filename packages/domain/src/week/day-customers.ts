import { isoWeekday, type IsoDate } from '../calendar/iso-date.ts';
import { WEEKDAY_NAMES } from '../calendar/working-days.ts';
import type { MealType } from '../programmes/meal-types.ts';
import type { DayCustomer } from '../schemas/week-day-customers.ts';
import type { BagLine } from '../schemas/week.ts';
import type { WeekCustomerRow } from './week-customer-row.ts';

type RowOfDay = Pick<
  WeekCustomerRow,
  | 'order_id'
  | 'customer_id'
  | 'first_name'
  | 'last_name'
  | 'type'
  | 'is_flex'
  | 'day_trial'
  | 'slots'
  | 'allergies'
  | 'preference_warnings'
>;

/**
 * 'View week customers': who gets `meal` on `date` — each order whose slot that day holds the meal (one bag),
 * plus the extra bags of that meal its additional bag adds that day (an order with only extra bags is listed
 * too). Sorted by last name, then first name, then order.
 */
export function dayCustomers(
  rows: readonly RowOfDay[],
  extraBags: ReadonlyMap<number, readonly BagLine[]>,
  date: IsoDate,
  meal: MealType,
): DayCustomer[] {
  const day = WEEKDAY_NAMES[isoWeekday(date) - 1]!;
  const items: DayCustomer[] = [];
  for (const row of rows) {
    const inSlot = row.slots[day].includes(meal);
    const extra = (extraBags.get(row.order_id) ?? [])
      .filter((line) => line.meal_type === meal)
      .reduce((sum, line) => sum + line.qty, 0);
    if (!inSlot && extra === 0) continue;
    items.push({
      order_id: row.order_id,
      customer_id: row.customer_id,
      first_name: row.first_name,
      last_name: row.last_name,
      type: row.type,
      is_flex: row.is_flex,
      day_trial: row.day_trial,
      bags: (inSlot ? 1 : 0) + extra,
      extra_bags: extra,
      allergies: [...row.allergies],
      preference_warnings: [...row.preference_warnings],
    });
  }
  const collator = new Intl.Collator('de', { sensitivity: 'base' });
  return items.sort(
    (a, b) =>
      collator.compare(a.last_name, b.last_name) ||
      collator.compare(a.first_name, b.first_name) ||
      a.order_id - b.order_id,
  );
}
