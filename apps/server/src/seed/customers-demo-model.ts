import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import type { ProgrammeType } from '@brigade/domain/programmes/meal-types';
import type { customers } from '../db/schema/customers.ts';
import type { additionalBags, dayOverrides, mealOverrides, orders } from '../db/schema/orders.ts';
import type { specialProgrammes } from '../db/schema/special-programmes.ts';
import { demoOffices } from './customers-demo-data.ts';
import { mondayOf, seededRandom, timestamp, type Random } from './customers-demo-random.ts';
import type { DemoReferences, Place } from './customers-demo-references.ts';

export const DEFAULT_DEMO_CUSTOMERS = 300;

// The plan: plain rows that refer to each other by index (ids come from the inserts).

export interface PlannedAddress {
  name: string;
  phone: string;
  company: string;
  street: string;
  co: string;
  postcode: string;
  city: string;
  email: string;
  instruction: string;
  isDelivery: boolean;
  latitude: number | null;
  longitude: number | null;
}

export interface PlannedCustomer {
  row: Omit<typeof customers.$inferInsert, 'customerId' | 'groupId' | 'billingDefault' | 'deliveryDefault'>;
  groupIndex: number | null;
  billing: PlannedAddress;
  delivery: PlannedAddress | null;
  allergens: { allergenId: number; kind: 'ALLERGY' | 'WARNING' }[];
  /** Delivery type of the customer's zone (the company type for offices). */
  zoneDeliveryTypeId: number | null;
}

export interface PlannedOrder {
  customerIndex: number;
  row: Omit<typeof orders.$inferInsert, 'orderId' | 'customerId' | 'billingAddressId' | 'deliveryAddressId'>;
  /** Weeks (their Mondays) the order runs in within the demo's weeks. */
  weeks: IsoDate[];
  dayOverrides: Omit<typeof dayOverrides.$inferInsert, 'orderId'>[];
  mealOverrides: Omit<typeof mealOverrides.$inferInsert, 'orderId'>[];
  bags: Omit<typeof additionalBags.$inferInsert, 'orderId'>[];
  mismatchWeeks: IsoDate[];
}

export interface PlannedMerge {
  orderIndex: number;
  menuDate: IsoDate;
  mergedWith: number[];
}

export interface PlannedSpecialProgramme {
  row: Omit<typeof specialProgrammes.$inferInsert, 'specialProgrammeId'>;
  groups: string[];
  members: {
    customerIndex: number;
    address: 'billing' | 'delivery' | null;
    pickUpPointId: number | null;
    groupIndex: number | null;
    isBexio: boolean;
    priceOverride: string | null;
    orderCount: number;
  }[];
}

export interface CustomersDemoPlan {
  groups: { name: string; description: string }[];
  customers: PlannedCustomer[];
  orders: PlannedOrder[];
  merges: PlannedMerge[];
  specialProgrammes: PlannedSpecialProgramme[];
}

/** The four programmes an order can have: type and flex. */
export const programmes: [ProgrammeType, boolean][] = [
  ['LEAN', false],
  ['LEAN', true],
  ['STRONG', false],
  ['STRONG', true],
];

type Office = (typeof demoOffices)[number];

/** What every step of the plan shares: one PRNG (so the order of the steps matters), the dates, the offices. */
export interface PlanContext {
  random: Random;
  refs: DemoReferences;
  n: number;
  today: IsoDate;
  thisMonday: IsoDate;
  /** The demo's weeks: the past 4, this one and the next 2 (their Mondays). */
  weeks: IsoDate[];
  /** The offices (customer groups), each with its office address. */
  offices: Office[];
  /** A creation time at `date` and `hour`, or an hour ago when that is not yet past. */
  createdBefore(date: IsoDate, hour?: number): Date;
  /** The place of a postcode (the first place when the postcode has no zone). */
  placeOf(postcode: string): Place;
}

/** The offices: the demo's list, and copies with other house numbers for large seeds (one per 75 customers). */
function planOffices(n: number): Office[] {
  const officeCount = Math.max(demoOffices.length, Math.round(n / 75));
  return Array.from({ length: officeCount }, (_, i) => {
    const office = demoOffices[i % demoOffices.length]!;
    const round = Math.floor(i / demoOffices.length);
    return round === 0
      ? office
      : {
          ...office,
          group: `${office.group} ${round + 1}`,
          street: office.street.replace(/\d+$/, (d) => String(Number(d) + round * 2)),
        };
  });
}

export function planContext(refs: DemoReferences, today: IsoDate, n: number, now: Date): PlanContext {
  const thisMonday = mondayOf(today);
  return {
    random: seededRandom(20_261_122 + n),
    refs,
    n,
    today,
    thisMonday,
    weeks: [-4, -3, -2, -1, 0, 1, 2].map((w) => addDays(thisMonday, 7 * w)),
    offices: planOffices(n),
    createdBefore: (date, hour = 9) => {
      const stamp = timestamp(date, hour);
      return stamp < now ? stamp : new Date(now.getTime() - 3_600_000);
    },
    placeOf: (postcode) => refs.places.find((p) => p.postcode === postcode) ?? refs.places[0]!,
  };
}
