import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { defaultDiscountMeals } from '@brigade/domain/programmes/default-discount-meals';
import { programmes, type PlannedCustomer, type PlannedOrder } from './customers-demo-model.ts';
import { seededRandom, timestamp, type Random } from './customers-demo-random.ts';

/** Weeks of history in demo mode and the seed's default: two years, so every chart has something to show. */
export const DEFAULT_DEMO_WEEKS_HISTORY = 104;
/** The customer demo's own past weeks: history adds the weeks before them. */
export const CURRENT_DEMO_PAST_WEEKS = 4;

/** A planned history order, and the discount code it redeemed (by code), if any. */
export interface PlannedHistoryOrder extends PlannedOrder {
  discountCode: string | null;
}

const weekdayChoices: number[][] = [
  [1, 2, 3, 4, 5],
  [1, 2, 3, 4, 5],
  [1, 2, 3, 4],
  [1, 3, 5],
  [2, 3, 4, 5],
];

interface HistoryContext {
  random: Random;
  customers: PlannedCustomer[];
  /** The history's Mondays, oldest first (they end the week before the customer demo's first). */
  weeks: IsoDate[];
  /** Today (the business date): discount codes with a window are redeemed inside it. */
  today: IsoDate;
}

type Episode = { kind: 'trial' | 'weeks' | 'subscription'; start: number; length: number };

/** Skipped days (day override status 0) and now and then a meal override or an additional bag. */
function planChanges(random: Random, order: PlannedOrder, weekdays: number[]): void {
  const stamp = { createdAt: order.row.createdAt, updatedAt: order.row.updatedAt };
  const used = new Set<string>();
  const day = () => {
    const date = addDays(random.pick(order.weeks), random.pick(weekdays) - 1);
    if (used.has(date)) return null;
    used.add(date);
    return date;
  };
  if (random.chance(0.3)) {
    for (let k = random.int(1, Math.min(4, order.weeks.length + 1)); k > 0; k--) {
      const date = day();
      if (date) order.dayOverrides.push({ date, status: 0, ...stamp });
    }
  }
  if (random.chance(0.05)) {
    const date = day();
    const [type, isFlex] = random.pick(programmes);
    if (date) {
      order.mealOverrides.push({
        date,
        programmeType: type,
        isFlex,
        discountMeals: defaultDiscountMeals(type, isFlex),
        ...stamp,
      });
    }
  }
  if (random.chance(0.05)) {
    const date = day();
    if (date)
      order.bags.push({ date, bagsJson: [{ meal_type: 'lunch', qty: 1, note: 'extra lunch' }], ...stamp });
  }
}

/** The code an order redeemed: WELCOME10 on some first orders, FRIEND20 now and then, NEWYEAR15 in its window. */
function pickCode(ctx: HistoryContext, first: boolean, created: IsoDate): string | null {
  const { random, today } = ctx;
  const roll = random.next();
  if (first && roll < 0.25) return 'WELCOME10';
  if (roll < 0.3) return 'FRIEND20';
  if (created >= addDays(today, -60) && created <= addDays(today, -5) && roll < 0.4) return 'NEWYEAR15';
  return null;
}

function planHistoryOrder(
  ctx: HistoryContext,
  customerIndex: number,
  episode: Episode,
  first: boolean,
): PlannedHistoryOrder {
  const { random, customers, weeks } = ctx;
  const customer = customers[customerIndex]!;
  const [type, isFlex] = random.pick(programmes);
  const trial = episode.kind === 'trial';
  const weekdays = trial
    ? [random.int(1, 5)]
    : customer.groupIndex !== null
      ? [1, 2, 3, 4, 5]
      : [...random.pick(weekdayChoices)];
  const runWeeks = weeks.slice(episode.start, episode.start + episode.length);
  const start = runWeeks[0]!;
  const createdDate = addDays(start, -random.int(2, 20));
  const created = timestamp(createdDate, random.int(7, 21));
  const order: PlannedHistoryOrder = {
    customerIndex,
    row: {
      type,
      isFlex,
      dayTrial: trial,
      discountMeals: null,
      startDate: start,
      endDate: runWeeks.at(-1)!,
      weekdays,
      deliveryTypeId: customer.zoneDeliveryTypeId,
      useBilling: customer.row.useBilling ?? true,
      pickUp: customer.row.pickUp ?? false,
      pickUpPointId: customer.row.pickUpPointId ?? null,
      deliveryInstructions: '',
      isSubscription: episode.kind === 'subscription',
      orderVersion: 3,
      cancelled: random.chance(0.02),
      createdAt: created,
      updatedAt: created,
    },
    weeks: runWeeks,
    dayOverrides: [],
    mealOverrides: [],
    bags: [],
    mismatchWeeks: [],
    discountCode: trial ? null : pickCode(ctx, first, createdDate),
  };
  if (!trial) planChanges(random, order, weekdays);
  return order;
}

/** A customer's episodes from their first week: a trial that converts or not, then orders with gaps, until they leave. */
function planEpisodes(random: Random, arrival: number, last: number): Episode[] {
  const episodes: Episode[] = [];
  let week = arrival;
  if (random.chance(0.3)) {
    episodes.push({ kind: 'trial', start: week, length: 1 });
    if (!random.chance(0.55)) return episodes; // the trial did not convert
    week += random.int(1, 2);
  }
  while (week <= last) {
    const subscription = random.chance(0.45);
    const length = Math.min(subscription ? random.int(6, 40) : random.int(1, 6), last - week + 1);
    episodes.push({ kind: subscription ? 'subscription' : 'weeks', start: week, length });
    if (random.chance(0.1)) break; // churned
    week += length + random.int(0, 4);
  }
  return episodes;
}

/**
 * The orders of the `weeks` before the customer demo's own (oldest first): most customers arrive some time in
 * the history (more of them lately, so the business grows), some start with a 1-day trial (about half convert),
 * then order for a few weeks or by subscription with gaps between, until about one in ten leaves after each
 * order. Orders end before the demo's own weeks, so those stay as they were. Pure and deterministic: its own
 * PRNG, seeded by the number of customers and weeks.
 */
export function planHistoryOrders(
  customers: PlannedCustomer[],
  weeks: IsoDate[],
  today: IsoDate,
): PlannedHistoryOrder[] {
  if (weeks.length === 0) return [];
  const random = seededRandom(20_261_129 + customers.length * 31 + weeks.length);
  const ctx: HistoryContext = { random, customers, weeks, today };
  const orders: PlannedHistoryOrder[] = [];
  const last = weeks.length - 1;
  customers.forEach((_, customerIndex) => {
    if (!random.chance(0.85)) return; // arrives with the demo's own weeks
    // A few founding customers; the rest lean towards the recent weeks: the business grows.
    const arrival = random.chance(0.15)
      ? random.int(0, Math.min(last, 6))
      : Math.min(last, Math.floor(random.next() ** 0.7 * weeks.length));
    planEpisodes(random, arrival, last).forEach((episode, k) => {
      orders.push(planHistoryOrder(ctx, customerIndex, episode, k === 0));
    });
  });
  return orders;
}
