import type { IsoDate } from '../calendar/iso-date.ts';
import { PROGRAMME_TYPES } from '../programmes/meal-types.ts';
import { priceModelOn } from '../pricing/price-model.ts';
import type { ProgrammeTypeItem, ProgrammeTypes } from '../schemas/orders.ts';
import { orderPrice } from './order-price.ts';
import { programmeLabel } from './programme-label.ts';

/**
 * The programmes a customer can order on `date`, with their meals and prices under that date's price model:
 * each type plain and flex, then each type's 1-day trial. A week is Monday to Friday; a trial one day.
 */
export function programmeTypesOn(date: IsoDate): ProgrammeTypes {
  const variants = [
    ...PROGRAMME_TYPES.flatMap((type) => [false, true].map((isFlex) => ({ type, isFlex, trial: false }))),
    ...PROGRAMME_TYPES.map((type) => ({ type, isFlex: false, trial: true })),
  ];
  const items = variants.map(({ type, isFlex, trial }): ProgrammeTypeItem => {
    const programme = { type, is_flex: isFlex, day_trial: trial };
    const weekdays = trial ? [1] : [1, 2, 3, 4, 5];
    const price = orderPrice({ ...programme, order_id: 0, discount_meals: null, weekdays }, date);
    return {
      ...programme,
      programme: programmeLabel(programme),
      meals: price.meals,
      discount_meals: price.discount_meals,
      day_rate: price.day_rate,
      week_price: price.week_price,
    };
  });
  return { price_model: priceModelOn(date), programme_types: items };
}
