import { addDays, isoWeekday, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { defaultDiscountMeals } from '@brigade/domain/programmes/default-discount-meals';
import { specialProgrammeDemos } from './customers-demo-data.ts';
import {
  DEFAULT_DEMO_CUSTOMERS,
  programmes,
  type PlanContext,
  type PlannedCustomer,
  type PlannedMerge,
  type PlannedOrder,
  type PlannedSpecialProgramme,
} from './customers-demo-model.ts';
import { mondayOf, timestamp } from './customers-demo-random.ts';

/** Small seeds: at least one of each kind of override and bag, so every screen has something to show. */
export function ensureEveryKind(orders: PlannedOrder[]): void {
  const regular = orders.filter((o) => !o.row.dayTrial && !o.row.cancelled && o.weeks.length > 0);
  const freeDay = (o: PlannedOrder, weekday: number) => {
    const date = addDays(o.weeks[0]!, weekday - 1);
    const taken = [...o.dayOverrides, ...o.mealOverrides, ...o.bags].some((x) => x.date === date);
    return taken ? null : date;
  };
  const ensure = (present: boolean, weekday: number, add: (o: PlannedOrder, date: IsoDate) => void) => {
    if (present) return;
    for (const o of regular) {
      const date = freeDay(o, weekday);
      if (date && (weekday > 5 || (o.row.weekdays ?? []).includes(weekday))) return add(o, date);
    }
  };
  const stampOf = (o: PlannedOrder) => ({ createdAt: o.row.createdAt, updatedAt: o.row.updatedAt });
  const any = (pick: (o: PlannedOrder) => unknown[]) => orders.some((o) => pick(o).length > 0);
  ensure(
    orders.some((o) => o.dayOverrides.some((d) => d.status === 0)),
    3,
    (o, date) => o.dayOverrides.push({ date, status: 0, ...stampOf(o) }),
  );
  ensure(
    orders.some((o) => o.dayOverrides.some((d) => d.status !== 0 && isoWeekday(d.date) === 6)),
    6,
    (o, date) => o.dayOverrides.push({ date, status: 1, ...stampOf(o) }),
  );
  ensure(
    any((o) => o.mealOverrides),
    4,
    (o, date) =>
      o.mealOverrides.push({
        date,
        programmeType: 'STRONG',
        isFlex: true,
        discountMeals: defaultDiscountMeals('STRONG', true),
        ...stampOf(o),
      }),
  );
  ensure(
    any((o) => o.bags),
    1,
    (o, date) =>
      o.bags.push({ date, bagsJson: [{ meal_type: 'lunch', qty: 1, note: 'extra lunch' }], ...stampOf(o) }),
  );
}

/** Office colleagues active on the same Tuesday share the delivery run (up to 3 per office and week). */
export function planMerges(
  { offices, weeks }: PlanContext,
  customers: PlannedCustomer[],
  orders: PlannedOrder[],
): PlannedMerge[] {
  const merges: PlannedMerge[] = [];
  const ordersOfGroup = new Map<number, { o: PlannedOrder; index: number }[]>();
  for (const [index, o] of orders.entries()) {
    const g = customers[o.customerIndex]!.groupIndex;
    if (g !== null) ordersOfGroup.set(g, [...(ordersOfGroup.get(g) ?? []), { o, index }]);
  }
  for (let g = 0; g < offices.length; g++) {
    for (const monday of weeks) {
      const date = addDays(monday, 1); // Tuesday
      const candidates = (ordersOfGroup.get(g) ?? [])
        .filter(
          ({ o }) =>
            !o.row.cancelled &&
            !o.row.dayTrial &&
            o.weeks.includes(monday) &&
            (o.row.weekdays ?? []).includes(2) &&
            !o.dayOverrides.some((d) => d.date === date),
        )
        .slice(0, 3)
        .map(({ index }) => index);
      if (candidates.length < 2) continue;
      for (const index of candidates) {
        merges.push({ orderIndex: index, menuDate: date, mergedWith: candidates.filter((c) => c !== index) });
      }
    }
  }
  return merges;
}

/** Legacy orders (order version 2) from 2020 and 2021, so price models 1 and 2 show. */
export function planLegacyOrders({ random, n }: PlanContext, customers: PlannedCustomer[]): PlannedOrder[] {
  const legacy: PlannedOrder[] = [];
  const legacyCount = Math.max(1, Math.round((n * 20) / DEFAULT_DEMO_CUSTOMERS));
  for (let k = 0; k < legacyCount && n > 0; k++) {
    const created = addDays('2020-01-06', Math.floor((k * 560) / legacyCount) + random.int(0, 6));
    const start = addDays(mondayOf(created), 7);
    const [type, isFlex] = random.pick(programmes);
    const customerIndex = random.int(0, n - 1);
    const customer = customers[customerIndex]!;
    const stamp = timestamp(created, random.int(7, 19));
    legacy.push({
      customerIndex,
      row: {
        type,
        isFlex,
        dayTrial: false,
        discountMeals: random.chance(0.15) ? ['lunch'] : null,
        startDate: start,
        endDate: addDays(start, 7 * random.int(0, 3)),
        weekdays: [1, 2, 3, 4, 5],
        deliveryTypeId: customer.zoneDeliveryTypeId,
        useBilling: customer.row.useBilling ?? true,
        pickUp: customer.row.pickUp ?? false,
        pickUpPointId: customer.row.pickUpPointId ?? null,
        deliveryInstructions: '',
        isSubscription: false,
        orderVersion: 2,
        cancelled: false,
        createdAt: stamp,
        updatedAt: stamp,
      },
      weeks: [],
      dayOverrides: [],
      mealOverrides: [],
      bags: [],
      mismatchWeeks: [],
    });
  }
  return legacy;
}

/** The special programmes, each with delivery groups and customers (some not yet in a group). */
export function planSpecialProgrammes(
  ctx: PlanContext,
  customers: PlannedCustomer[],
): PlannedSpecialProgramme[] {
  const { random, n, thisMonday } = ctx;
  const perProgramme = Math.min(Math.max(3, Math.round(n / 25)), 400);
  const taken = new Set<number>();
  return specialProgrammeDemos.map((demo) => {
    const members: PlannedSpecialProgramme['members'] = [];
    for (let k = 0; k < perProgramme && taken.size < n; k++) {
      let index = random.int(0, n - 1);
      while (taken.has(index)) index = (index + 1) % n;
      taken.add(index);
      const customer = customers[index]!;
      const usePickUp = customer.row.pickUp && customer.row.pickUpPointId != null;
      members.push({
        customerIndex: index,
        address: usePickUp ? null : customer.delivery ? 'delivery' : 'billing',
        pickUpPointId: usePickUp ? customer.row.pickUpPointId! : null,
        groupIndex:
          demo.groups.length > 0 && random.chance(0.75) ? random.int(0, demo.groups.length - 1) : null,
        isBexio: random.chance(0.5),
        priceOverride: random.chance(0.2) ? random.pick(['0.00', '250.00', '380.00']) : null,
        orderCount: random.int(0, 8),
      });
    }
    // At least one member without a delivery group, so 'ASSIGN DELIVERY GROUP' shows.
    if (members.length > 0 && members.every((m) => m.groupIndex !== null)) members[0]!.groupIndex = null;
    const created = ctx.createdBefore(addDays(thisMonday, 7 * demo.startWeeksFromNow - 14));
    return {
      row: {
        name: demo.name,
        description: demo.description,
        startDate: addDays(thisMonday, 7 * demo.startWeeksFromNow),
        priceChf: demo.priceChf,
        createdAt: created,
        updatedAt: created,
      },
      groups: [...demo.groups],
      members,
    };
  });
}
