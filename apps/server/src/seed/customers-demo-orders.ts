import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { defaultDiscountMeals } from '@brigade/domain/programmes/default-discount-meals';
import type { MealType, ProgrammeType } from '@brigade/domain/programmes/meal-types';
import { deliveryInstructionTexts } from './customers-demo-data.ts';
import {
  programmes,
  type PlanContext,
  type PlannedCustomer,
  type PlannedOrder,
} from './customers-demo-model.ts';
import type { Random } from './customers-demo-random.ts';

// Every helper here draws from the one PRNG: the order of the calls is part of the demo's determinism.

const weekdayChoices: number[][] = [
  [1, 2, 3, 4, 5],
  [1, 2, 3, 4, 5],
  [1, 2, 3, 4, 5],
  [1, 2, 3, 4],
  [1, 3, 5],
  [2, 3, 4, 5],
];

const bagChoices = [
  [{ meal_type: 'lunch', qty: 1, note: 'extra lunch' }],
  [{ meal_type: 'dinner', qty: 2, note: 'guests tonight' }],
  [
    { meal_type: 'treat', qty: 1, note: 'birthday treat' },
    { meal_type: 'shot', qty: 2, note: '' },
  ],
  [{ meal_type: 'breakfast', qty: 1, note: 'for the partner' }],
];

type OrderKind = 'subscription' | 'weeks' | 'trial';

interface OrderShape {
  trial: boolean;
  type: ProgrammeType;
  isFlex: boolean;
  weekdays: number[];
  stamp: { createdAt: Date; updatedAt: Date };
}

/** The zone's delivery type, sometimes another one (mismatch), rarely none (an error on the week screen). */
function pickDeliveryType({ random, refs }: PlanContext, zoneTypeId: number | null): number | null {
  const roll = random.next();
  if (roll < 0.01 || refs.deliveryTypeIds.length === 0) return null;
  if (roll < 0.05) {
    const others = refs.deliveryTypeIds.filter((id) => id !== zoneTypeId);
    if (others.length > 0) return random.pick(others);
  }
  return zoneTypeId;
}

/** Overrides inside the order's span: skipped days, a Saturday delivery, a programme change, a meal change. */
function planOverrides(random: Random, order: PlannedOrder, shape: OrderShape): void {
  const { trial, type, isFlex, weekdays, stamp } = shape;
  const usedDates = new Set<string>();
  const takeDay = (weekday: number): IsoDate | null => {
    if (order.weeks.length === 0) return null;
    const date = addDays(random.pick(order.weeks), weekday - 1);
    if (usedDates.has(date)) return null;
    usedDates.add(date);
    return date;
  };
  if (!trial && random.chance(0.18)) {
    for (let k = random.int(1, 2); k > 0; k--) {
      const date = takeDay(random.pick(weekdays));
      if (date) order.dayOverrides.push({ date, status: 0, ...stamp });
    }
  }
  if (!trial && random.chance(0.04)) {
    const date = takeDay(6);
    if (date) order.dayOverrides.push({ date, status: 1, ...stamp });
  }
  if (!trial && random.chance(0.04)) {
    const date = takeDay(random.pick(weekdays));
    const other = type === 'LEAN' ? 'STRONG' : 'LEAN';
    if (date) order.dayOverrides.push({ date, status: 1, programmeType: other, isFlex: !isFlex, ...stamp });
  }
  if (!trial && random.chance(0.06)) {
    const date = takeDay(random.pick(weekdays));
    const [mType, mFlex] = random.pick(programmes);
    if (date) {
      order.mealOverrides.push({
        date,
        programmeType: mType,
        isFlex: mFlex,
        discountMeals: defaultDiscountMeals(mType, mFlex),
        ...stamp,
      });
    }
  }
}

/** Now and then an additional bag, on a day the order is not skipped. */
function planBag(random: Random, order: PlannedOrder, { weekdays, stamp }: OrderShape): void {
  if (!random.chance(0.06) || order.weeks.length === 0) return;
  const date = addDays(random.pick(order.weeks), random.pick(weekdays) - 1);
  const skipped = order.dayOverrides.some((o) => o.date === date && o.status === 0);
  if (!skipped) order.bags.push({ date, bagsJson: random.pick(bagChoices), ...stamp });
}

/** One order from the `startWeek`-th demo week, `length` weeks long (a subscription has no end). */
function planOrder(
  ctx: PlanContext,
  customers: PlannedCustomer[],
  customerIndex: number,
  kind: OrderKind,
  [startWeek, length]: [number, number],
): PlannedOrder {
  const { random, weeks } = ctx;
  const customer = customers[customerIndex]!;
  const [type, isFlex] = random.pick(programmes);
  const trial = kind === 'trial';
  const weekdays = trial
    ? [random.int(1, 5)]
    : customer.groupIndex !== null
      ? [1, 2, 3, 4, 5] // office lunch runs every working day
      : [...random.pick(weekdayChoices)];
  const start = weeks[startWeek] ?? addDays(weeks[0]!, 7 * startWeek);
  const end = kind === 'subscription' ? null : addDays(start, 7 * (length - 1));
  const runWeeks = weeks.filter((w) => w >= start && (end === null || w <= end));
  const deliveryTypeId = pickDeliveryType(ctx, customer.zoneDeliveryTypeId);
  const mismatch = deliveryTypeId !== null && deliveryTypeId !== customer.zoneDeliveryTypeId;
  const created = ctx.createdBefore(addDays(start, -random.int(2, 20)), random.int(7, 21));
  const order: PlannedOrder = {
    customerIndex,
    row: {
      type,
      isFlex,
      dayTrial: trial,
      discountMeals: random.chance(0.08)
        ? [...defaultDiscountMeals(type, isFlex), 'treat' as MealType].slice(0, 2)
        : null,
      startDate: start,
      endDate: trial ? start : end,
      weekdays,
      deliveryTypeId,
      useBilling: customer.row.useBilling ?? true,
      pickUp: customer.row.pickUp ?? false,
      pickUpPointId: customer.row.pickUpPointId ?? null,
      deliveryInstructions: random.chance(0.1) ? random.pick(deliveryInstructionTexts) : '',
      isSubscription: kind === 'subscription',
      orderVersion: 3,
      cancelled: random.chance(0.03),
      createdAt: created,
      updatedAt: created,
    },
    weeks: runWeeks,
    dayOverrides: [],
    mealOverrides: [],
    bags: [],
    mismatchWeeks: mismatch ? runWeeks.filter(() => random.chance(0.5)) : [],
  };
  const shape = { trial, type, isFlex, weekdays, stamp: { createdAt: created, updatedAt: created } };
  planOverrides(random, order, shape);
  planBag(random, order, shape);
  return order;
}

/**
 * The current orders: most customers order in the demo's weeks (office members and some others by
 * subscription, others for a few weeks or a 1-day trial); a few only before or not at all.
 */
export function planOrders(ctx: PlanContext, customers: PlannedCustomer[]): PlannedOrder[] {
  const { random, n } = ctx;
  const orders: PlannedOrder[] = [];
  const add = (customerIndex: number, kind: OrderKind, startWeek: number, length: number) => {
    const order = planOrder(ctx, customers, customerIndex, kind, [startWeek, length]);
    orders.push(order);
    return order;
  };
  for (let i = 0; i < n; i++) {
    const roll = random.next();
    if (roll < 0.08) continue; // no current order (a past or prospective customer)
    if (customers[i]!.groupIndex !== null || roll < 0.3)
      add(i, 'subscription', random.int(-2, 4) < 0 ? 0 : random.int(0, 1), 0);
    else if (roll < 0.9) {
      const startWeek = random.int(0, 6);
      add(i, 'weeks', startWeek, random.int(1, Math.min(3, 7 - startWeek)));
      if (random.chance(0.15)) {
        const later = random.int(0, 6);
        if (later !== startWeek) add(i, 'weeks', later, 1);
      }
    } else add(i, 'trial', random.int(0, 6), 1);
  }
  fillEveryWeek(ctx, orders, add);
  return orders;
}

/** Every programme and a 1-day trial in every week: one more order where a week misses one (small seeds). */
function fillEveryWeek(
  { random, n, weeks }: PlanContext,
  orders: PlannedOrder[],
  add: (customerIndex: number, kind: OrderKind, startWeek: number, length: number) => PlannedOrder,
): void {
  if (n <= 0) return;
  for (const [w, monday] of weeks.entries()) {
    for (const [type, isFlex] of programmes) {
      const present = orders.some(
        (o) => o.row.type === type && o.row.isFlex === isFlex && !o.row.dayTrial && o.weeks.includes(monday),
      );
      if (present) continue;
      const added = add(random.int(0, n - 1), 'weeks', w, 1);
      Object.assign(added.row, { type, isFlex, cancelled: false, discountMeals: null });
    }
    if (!orders.some((o) => o.row.dayTrial && o.weeks.includes(monday))) {
      add(random.int(0, n - 1), 'trial', w, 1).row.cancelled = false;
    }
  }
}
