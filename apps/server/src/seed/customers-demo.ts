import { businessDate } from '@brigade/domain/calendar/business-date';
import { addDays, isoWeekday, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { defaultDiscountMeals } from '@brigade/domain/programmes/default-discount-meals';
import type { MealType, ProgrammeType } from '@brigade/domain/programmes/meal-types';
import { asc, count, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { allergens } from '../db/schema/allergens.ts';
import { chatPreferences, pickUpPoints } from '../db/schema/controls.ts';
import { addresses, customerAllergens, customerGroups, customers } from '../db/schema/customers.ts';
import { deliveryTypes, postcodes, postcodeZones } from '../db/schema/delivery.ts';
import {
  additionalBags,
  dayOverrides,
  deliveryMismatchConfirmations,
  mealOverrides,
  orderMerges,
  orders,
} from '../db/schema/orders.ts';
import {
  deliveryGroups,
  specialProgrammeCustomers,
  specialProgrammes,
} from '../db/schema/special-programmes.ts';
import { users } from '../db/schema/users.ts';
import type { Clock } from '../lib/clock.ts';
import {
  deliveryInstructionTexts,
  demoOffices,
  dislikeWords,
  firstNames,
  frenchPlaces,
  frenchStreets,
  howHeardOptions,
  lastNames,
  mailDomains,
  mobilePrefixes,
  nameGroupShares,
  noteTexts,
  otherAllergenWords,
  otherWarningWords,
  placeCentres,
  specialProgrammeDemos,
  specialRequirementTexts,
  townStreets,
  zurichStreets,
  type NameGroup,
} from './customers-demo-data.ts';

export const DEFAULT_DEMO_CUSTOMERS = 300;
/** The marker bootstrap sets once the customer demo ran. */
export const CUSTOMERS_DEMO_MARKER = 'seed:customers-demo';

// ---------------------------------------------------------------------------------------------------------
// Deterministic randomness

/** mulberry32: a small seeded PRNG, so the same N gives the same customers on every run. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** Integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof seededRandom>;

// ---------------------------------------------------------------------------------------------------------
// What the seed reads from the database (the Controls and delivery demo)

interface Place {
  postcode: string;
  place: string;
  deliveryTypeId: number | null;
  companyDeliveryTypeId: number | null;
}

export interface DemoReferences {
  allergenIds: number[];
  chatPrefs: string[];
  pickUpPoints: { id: number; postcode: string }[];
  deliveryTypeIds: number[];
  places: Place[];
  superUserId: number | null;
}

async function loadReferences(db: Db): Promise<DemoReferences> {
  const [allergenRows, chatRows, pickUpRows, typeRows, placeRows, superRows] = await Promise.all([
    db.select({ id: allergens.allergenId }).from(allergens).orderBy(asc(allergens.allergenId)),
    db
      .select({ code: chatPreferences.code })
      .from(chatPreferences)
      .orderBy(asc(chatPreferences.chatPreferenceId)),
    db
      .select({ id: pickUpPoints.pickUpPointId, postcode: pickUpPoints.postcode })
      .from(pickUpPoints)
      .orderBy(asc(pickUpPoints.pickUpPointId)),
    db
      .select({ id: deliveryTypes.deliveryTypeId })
      .from(deliveryTypes)
      .orderBy(asc(deliveryTypes.deliveryTypeId)),
    db
      .select({
        postcode: postcodes.postcode,
        place: postcodes.place,
        deliveryTypeId: postcodeZones.deliveryTypeId,
        companyDeliveryTypeId: postcodeZones.deliveryTypeIdCompany,
      })
      .from(postcodes)
      .innerJoin(postcodeZones, eq(postcodes.postcodeZoneId, postcodeZones.postcodeZoneId))
      .where(isNotNull(postcodes.postcodeZoneId))
      .orderBy(asc(postcodes.postcode)),
    db.select({ id: users.userId }).from(users).where(eq(users.username, 'super')),
  ]);
  return {
    allergenIds: allergenRows.map((r) => r.id),
    chatPrefs: chatRows.length > 0 ? chatRows.map((r) => r.code) : ['GROUP'],
    pickUpPoints: pickUpRows,
    deliveryTypeIds: typeRows.map((r) => r.id),
    // Without the delivery demo the customers still get addresses (and orders without a delivery type).
    places:
      placeRows.length > 0
        ? placeRows
        : [{ postcode: '8001', place: 'Zürich', deliveryTypeId: null, companyDeliveryTypeId: null }],
    superUserId: superRows[0]?.id ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The plan: plain rows that refer to each other by index (ids come from the inserts)

interface PlannedAddress {
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

interface PlannedCustomer {
  row: Omit<typeof customers.$inferInsert, 'customerId' | 'groupId' | 'billingDefault' | 'deliveryDefault'>;
  groupIndex: number | null;
  billing: PlannedAddress;
  delivery: PlannedAddress | null;
  allergens: { allergenId: number; kind: 'ALLERGY' | 'WARNING' }[];
  /** Delivery type of the customer's zone (the company type for offices). */
  zoneDeliveryTypeId: number | null;
}

interface PlannedOrder {
  customerIndex: number;
  row: Omit<typeof orders.$inferInsert, 'orderId' | 'customerId' | 'billingAddressId' | 'deliveryAddressId'>;
  /** Weeks (their Mondays) the order runs in within the demo's weeks. */
  weeks: IsoDate[];
  dayOverrides: Omit<typeof dayOverrides.$inferInsert, 'orderId'>[];
  mealOverrides: Omit<typeof mealOverrides.$inferInsert, 'orderId'>[];
  bags: Omit<typeof additionalBags.$inferInsert, 'orderId'>[];
  mismatchWeeks: IsoDate[];
}

interface PlannedMerge {
  orderIndex: number;
  menuDate: IsoDate;
  mergedWith: number[];
}

interface PlannedSpecialProgramme {
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

const ascii = (text: string) =>
  text
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

function nameGroup(random: Random): NameGroup {
  let roll = random.int(1, 100);
  for (const [group, share] of nameGroupShares) {
    if (roll <= share) return group;
    roll -= share;
  }
  return 'de';
}

function mobile(random: Random): string {
  const n = () => String(random.int(0, 9));
  return `${random.pick(mobilePrefixes)} ${n()}${n()}${n()} ${n()}${n()} ${n()}${n()}`;
}

function coordinates(random: Random, place: string, spread: number): [number, number] {
  const [lat, lng] = placeCentres[place] ?? placeCentres['Zürich']!;
  const jitter = () => (random.next() - 0.5) * 2 * spread;
  return [Math.round((lat + jitter()) * 1e6) / 1e6, Math.round((lng + jitter()) * 1e6) / 1e6];
}

function streetFor(random: Random, place: string): string {
  const list = place === 'Zürich' ? zurichStreets : frenchPlaces.has(place) ? frenchStreets : townStreets;
  const number = random.int(1, place === 'Zürich' ? 250 : 80);
  const suffix = random.chance(0.06) ? random.pick(['a', 'b']) : '';
  // Swiss addresses put the number after the street, in French-speaking places too.
  return `${random.pick(list)} ${number}${suffix}`;
}

const mondayOf = (date: IsoDate) => addDays(date, 1 - isoWeekday(date));
const timestamp = (date: IsoDate, hour: number) =>
  new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);

/**
 * Plans the customer demo for `n` customers around `today` (the business date of the clock): pure and
 * deterministic, so the same references, date and n give the same rows.
 */
export function planCustomersDemo(
  refs: DemoReferences,
  today: IsoDate,
  n: number,
  now: Date,
): CustomersDemoPlan {
  const random = seededRandom(20_261_122 + n);
  const thisMonday = mondayOf(today);
  /** The demo's weeks: the past 4, this one and the next 2 (their Mondays). */
  const weeks = [-4, -3, -2, -1, 0, 1, 2].map((w) => addDays(thisMonday, 7 * w));
  const createdBefore = (date: IsoDate, hour = 9) => {
    const stamp = timestamp(date, hour);
    return stamp < now ? stamp : new Date(now.getTime() - 3_600_000);
  };

  // Groups: the offices (a few more for large seeds), each with its office address.
  const officeCount = Math.max(demoOffices.length, Math.round(n / 75));
  const offices = Array.from({ length: officeCount }, (_, i) => {
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
  const groups = offices.map((o) => ({ name: o.group, description: o.description }));
  const placeOf = (postcode: string) => refs.places.find((p) => p.postcode === postcode) ?? refs.places[0]!;

  // ---- customers
  const plannedCustomers: PlannedCustomer[] = [];
  const emails = new Set<string>();
  for (let i = 0; i < n; i++) {
    const group = nameGroup(random);
    const female = random.chance(0.52);
    const firstName = random.pick(female ? firstNames[group].f : firstNames[group].m);
    const lastName = random.pick(lastNames[group]);
    let local = `${ascii(firstName)}.${ascii(lastName)}`;
    const domain = random.pick(mailDomains);
    if (emails.has(`${local}@${domain}`)) local = `${local}${random.int(1, 99)}`;
    while (emails.has(`${local}@${domain}`)) local = `${local}${random.int(0, 9)}`;
    const email = `${local}@${domain}`;
    emails.add(email);
    const phone = mobile(random);

    // Two in every 12 customers work at one of the offices (group members, delivered there); some pick up.
    const officeIndex = i % 12 === 3 || i % 12 === 4 ? Math.floor(i / 12) % offices.length : null;
    const office = officeIndex === null ? null : offices[officeIndex]!;
    const pickUp = office === null && refs.pickUpPoints.length > 0 && random.chance(0.06);
    const pickUpPoint = pickUp ? random.pick(refs.pickUpPoints) : null;
    const isOffice = office !== null && office.company !== '';

    const home = random.pick(refs.places);
    const noCoordinates = i % 30 === 7; // a few, so 'Unable to determine coordinates' shows
    const [lat, lng] = coordinates(random, home.place, home.place === 'Zürich' ? 0.025 : 0.008);
    const billing: PlannedAddress = {
      name: `${firstName} ${lastName}`,
      phone: '',
      company: '',
      street: streetFor(random, home.place),
      co: random.chance(0.04) ? `c/o ${random.pick(lastNames.de)}` : '',
      postcode: home.postcode,
      city: home.place,
      email: '',
      instruction: '',
      isDelivery: false,
      latitude: noCoordinates ? null : lat,
      longitude: noCoordinates ? null : lng,
    };
    let delivery: PlannedAddress | null = null;
    let deliveryPlace = home;
    if (office) {
      deliveryPlace = placeOf(office.postcode);
      const [olat, olng] = coordinates(random, office.city, 0.0004);
      delivery = {
        ...billing,
        company: office.company,
        street: office.street,
        co: '',
        postcode: office.postcode,
        city: office.city,
        instruction: office.company ? 'Reception, ask for the Brigade shelf' : '',
        isDelivery: true,
        latitude: olat,
        longitude: olng,
      };
    } else if (!pickUp && random.chance(0.3)) {
      // A separate delivery address: work or a partner's flat, mostly in Zürich.
      deliveryPlace = random.chance(0.7)
        ? placeOf(random.pick(['8001', '8004', '8005', '8008', '8032', '8050']))
        : random.pick(refs.places);
      const [dlat, dlng] = coordinates(random, deliveryPlace.place, 0.02);
      const missing = random.chance(0.04);
      delivery = {
        ...billing,
        company: random.chance(0.4)
          ? `${random.pick(lastNames.de)} ${random.pick(['AG', 'GmbH', '& Partner'])}`
          : '',
        street: streetFor(random, deliveryPlace.place),
        co: '',
        postcode: deliveryPlace.postcode,
        city: deliveryPlace.place,
        instruction: random.chance(0.3) ? random.pick(deliveryInstructionTexts) : '',
        isDelivery: true,
        latitude: missing ? null : dlat,
        longitude: missing ? null : dlng,
      };
    }

    // Health: about 1 in 5 has allergens or warnings from the list.
    const health: PlannedCustomer['allergens'] = [];
    if (refs.allergenIds.length > 0 && random.chance(0.2)) {
      const picked = new Set<number>();
      for (let k = random.int(1, 3); k > 0; k--) picked.add(random.pick(refs.allergenIds));
      for (const allergenId of picked) health.push({ allergenId, kind: 'ALLERGY' });
      if (random.chance(0.3)) {
        const warning = random.pick(refs.allergenIds);
        if (!picked.has(warning)) health.push({ allergenId: warning, kind: 'WARNING' });
      }
    }
    const otherAllergens = random.chance(0.06) ? [random.pick(otherAllergenWords)] : [];
    const otherWarnings = random.chance(0.04) ? [random.pick(otherWarningWords)] : [];
    const dislikes = random.chance(0.25)
      ? [...new Set([random.pick(dislikeWords), random.pick(dislikeWords)])].slice(0, random.int(1, 2))
      : [];

    const age = random.int(19, 68);
    const dob = random.chance(0.85)
      ? `${Number(today.slice(0, 4)) - age}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`
      : null;
    const notes = random.chance(0.25)
      ? JSON.stringify({
          text: random.pick(noteTexts),
          date: addDays(today, -random.int(3, 200)),
          author: 'super',
        })
      : '{}';
    const customerCreated = createdBefore(addDays(today, -random.int(10, 900)), random.int(6, 20));
    plannedCustomers.push({
      row: {
        firstName,
        lastName,
        email,
        phoneCc: '41',
        phoneNumber: phone,
        dob,
        useBilling: delivery === null,
        pickUp,
        pickUpPointId: pickUpPoint?.id ?? null,
        isOffice,
        chatPref: random.chance(0.5) ? refs.chatPrefs[0]! : random.pick(refs.chatPrefs),
        howHear: random.pick(howHeardOptions),
        newsletter: random.chance(0.7),
        workshopInterest: random.chance(0.3),
        cutlery: random.chance(0.2),
        paymentMethodDefault: random.chance(0.85) ? 'STRIPE' : 'INVOICE',
        lastContacted: random.chance(0.4) ? addDays(today, -random.int(1, 120)) : null,
        prospective: random.chance(0.03),
        otherAllergens,
        otherWarnings,
        dislikes,
        specialRequirements: random.chance(0.05) ? random.pick(specialRequirementTexts) : '',
        notes,
        deliveryInstructions:
          delivery === null && !pickUp && random.chance(0.2) ? random.pick(deliveryInstructionTexts) : '',
        pickUpNotes: pickUp && random.chance(0.4) ? 'Collects after work, around 18:00.' : '',
        active: random.chance(0.97),
        createdAt: customerCreated,
        updatedAt: customerCreated,
      },
      groupIndex: officeIndex,
      billing,
      delivery,
      allergens: health,
      zoneDeliveryTypeId: pickUpPoint
        ? placeOf(pickUpPoint.postcode).deliveryTypeId
        : isOffice
          ? (deliveryPlace.companyDeliveryTypeId ?? deliveryPlace.deliveryTypeId)
          : deliveryPlace.deliveryTypeId,
    });
  }

  // ---- orders: most customers order in the demo's weeks; a few only before or not at all
  const plannedOrders: PlannedOrder[] = [];
  const programmes: [ProgrammeType, boolean][] = [
    ['LEAN', false],
    ['LEAN', true],
    ['STRONG', false],
    ['STRONG', true],
  ];
  const weekdayChoices: number[][] = [
    [1, 2, 3, 4, 5],
    [1, 2, 3, 4, 5],
    [1, 2, 3, 4, 5],
    [1, 2, 3, 4],
    [1, 3, 5],
    [2, 3, 4, 5],
  ];
  const addOrder = (
    customerIndex: number,
    kind: 'subscription' | 'weeks' | 'trial',
    startWeek: number,
    length: number,
  ) => {
    const customer = plannedCustomers[customerIndex]!;
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
    // Delivery type: the zone's, sometimes another one (mismatch), rarely none (error on the week screen).
    let deliveryTypeId = customer.zoneDeliveryTypeId;
    const roll = random.next();
    if (roll < 0.01 || refs.deliveryTypeIds.length === 0) deliveryTypeId = null;
    else if (roll < 0.05) {
      const others = refs.deliveryTypeIds.filter((id) => id !== customer.zoneDeliveryTypeId);
      if (others.length > 0) deliveryTypeId = random.pick(others);
    }
    const mismatch = deliveryTypeId !== null && deliveryTypeId !== customer.zoneDeliveryTypeId;
    const created = createdBefore(addDays(start, -random.int(2, 20)), random.int(7, 21));
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
    // Overrides inside the order's span: skipped days, a Saturday delivery, a programme change.
    const usedDates = new Set<string>();
    const takeDay = (weekday: number): IsoDate | null => {
      if (runWeeks.length === 0) return null;
      const date = addDays(random.pick(runWeeks), weekday - 1);
      if (usedDates.has(date)) return null;
      usedDates.add(date);
      return date;
    };
    const stamp = { createdAt: created, updatedAt: created };
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
    if (random.chance(0.06) && runWeeks.length > 0) {
      const date = addDays(random.pick(runWeeks), random.pick(weekdays) - 1);
      const skipped = order.dayOverrides.some((o) => o.date === date && o.status === 0);
      if (!skipped) {
        const bag = random.pick([
          [{ meal_type: 'lunch', qty: 1, note: 'extra lunch' }],
          [{ meal_type: 'dinner', qty: 2, note: 'guests tonight' }],
          [
            { meal_type: 'treat', qty: 1, note: 'birthday treat' },
            { meal_type: 'shot', qty: 2, note: '' },
          ],
          [{ meal_type: 'breakfast', qty: 1, note: 'for the partner' }],
        ]);
        order.bags.push({ date, bagsJson: bag, ...stamp });
      }
    }
    plannedOrders.push(order);
  };

  for (let i = 0; i < n; i++) {
    const roll = random.next();
    if (roll < 0.08) continue; // no current order (a past or prospective customer)
    if (plannedCustomers[i]!.groupIndex !== null || roll < 0.3)
      addOrder(i, 'subscription', random.int(-2, 4) < 0 ? 0 : random.int(0, 1), 0);
    else if (roll < 0.9) {
      const startWeek = random.int(0, 6);
      addOrder(i, 'weeks', startWeek, random.int(1, Math.min(3, 7 - startWeek)));
      if (random.chance(0.15)) {
        const later = random.int(0, 6);
        if (later !== startWeek) addOrder(i, 'weeks', later, 1);
      }
    } else addOrder(i, 'trial', random.int(0, 6), 1);
  }
  // Every programme type in every week: one more order of each where a week misses one (small seeds).
  for (const [w, monday] of weeks.entries()) {
    for (const [type, isFlex] of programmes) {
      const present = plannedOrders.some(
        (o) => o.row.type === type && o.row.isFlex === isFlex && !o.row.dayTrial && o.weeks.includes(monday),
      );
      if (!present && n > 0) {
        addOrder(random.int(0, n - 1), 'weeks', w, 1);
        const added = plannedOrders.at(-1)!;
        added.row.type = type;
        added.row.isFlex = isFlex;
        added.row.cancelled = false;
        added.row.discountMeals = null;
      }
    }
    if (!plannedOrders.some((o) => o.row.dayTrial && o.weeks.includes(monday)) && n > 0) {
      addOrder(random.int(0, n - 1), 'trial', w, 1);
      plannedOrders.at(-1)!.row.cancelled = false;
    }
  }

  // Small seeds: at least one of each kind of override and bag, so every screen has something to show.
  const regular = plannedOrders.filter(
    (o) => !o.row.dayTrial && !o.row.cancelled && o.weeks.length > 0 && o.customerIndex >= 0,
  );
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
  const all = (pick: (o: PlannedOrder) => unknown[]) => plannedOrders.some((o) => pick(o).length > 0);
  ensure(
    plannedOrders.some((o) => o.dayOverrides.some((d) => d.status === 0)),
    3,
    (o, date) => o.dayOverrides.push({ date, status: 0, ...stampOf(o) }),
  );
  ensure(
    plannedOrders.some((o) => o.dayOverrides.some((d) => d.status !== 0 && isoWeekday(d.date) === 6)),
    6,
    (o, date) => o.dayOverrides.push({ date, status: 1, ...stampOf(o) }),
  );
  ensure(
    all((o) => o.mealOverrides),
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
    all((o) => o.bags),
    1,
    (o, date) =>
      o.bags.push({ date, bagsJson: [{ meal_type: 'lunch', qty: 1, note: 'extra lunch' }], ...stampOf(o) }),
  );

  // ---- merges: office colleagues active on the same day share the delivery run
  const merges: PlannedMerge[] = [];
  const ordersOfGroup = new Map<number, { o: PlannedOrder; index: number }[]>();
  for (const [index, o] of plannedOrders.entries()) {
    const g = plannedCustomers[o.customerIndex]!.groupIndex;
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

  // ---- legacy orders (order_version 2) from 2020 and 2021, so price models 1 and 2 show
  const legacyCount = Math.max(1, Math.round((n * 20) / DEFAULT_DEMO_CUSTOMERS));
  for (let k = 0; k < legacyCount && n > 0; k++) {
    const created = addDays('2020-01-06', Math.floor((k * 560) / legacyCount) + random.int(0, 6));
    const start = addDays(mondayOf(created), 7);
    const [type, isFlex] = random.pick(programmes);
    const customer = plannedCustomers[random.int(0, n - 1)]!;
    const stamp = timestamp(created, random.int(7, 19));
    plannedOrders.push({
      customerIndex: plannedCustomers.indexOf(customer),
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

  // ---- special programmes, each with delivery groups and customers (some not yet in a group)
  const perProgramme = Math.min(Math.max(3, Math.round(n / 25)), 400);
  const taken = new Set<number>();
  const specials: PlannedSpecialProgramme[] = specialProgrammeDemos.map((demo) => {
    const members: PlannedSpecialProgramme['members'] = [];
    for (let k = 0; k < perProgramme && taken.size < n; k++) {
      let index = random.int(0, n - 1);
      while (taken.has(index)) index = (index + 1) % n;
      taken.add(index);
      const customer = plannedCustomers[index]!;
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
    const created = createdBefore(addDays(thisMonday, 7 * demo.startWeeksFromNow - 14));
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

  return { groups, customers: plannedCustomers, orders: plannedOrders, merges, specialProgrammes: specials };
}

// ---------------------------------------------------------------------------------------------------------
// Writing the plan

/** A value as an SQL literal; INSERT … VALUES coerces it to the column's type (jsonb, date, timestamptz …). */
function literal(value: unknown): string {
  if (value === undefined) return 'DEFAULT';
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  const text =
    value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * Multi-row inserts in chunks, written as literals: drizzle's per-value query building costs more than the
 * database's work at 10,000 customers. Only for the seed's own generated rows. Returns `returning`'s values
 * in row order (PostgreSQL returns the rows of one INSERT … VALUES in the order of the values).
 */
async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  returning?: AnyPgColumn,
  chunk = 1000,
): Promise<number[]> {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const { name } = getTableConfig(table);
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk) as Record<string, unknown>[];
    const keys = [...new Set(part.flatMap((row) => Object.keys(row)))].filter((k) => k in columns);
    const head = keys.map((k) => `"${columns[k]!.name}"`).join(', ');
    const values = part.map((row) => `(${keys.map((k) => literal(row[k])).join(', ')})`).join(',\n');
    const tail = returning ? ` RETURNING "${returning.name}"` : '';
    const result = await db.execute(sql.raw(`INSERT INTO "${name}" (${head}) VALUES ${values}${tail}`));
    if (returning) {
      ids.push(
        ...(result as unknown as { rows: Record<string, number>[] }).rows.map((r) => r[returning.name]!),
      );
    }
  }
  return ids;
}

const insertAll = <T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]) =>
  insertRows(db, table, rows).then(() => undefined);

const insertReturningIds = <T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  idColumn: AnyPgColumn,
) => insertRows(db, table, rows, idColumn);

export interface CustomersDemoResult {
  customers: number;
  orders: number;
  skipped: boolean;
}

/**
 * Demo mode only: ~`customers` customers with addresses, health profiles, groups, orders over the past 4 and
 * the next 2 weeks (relative to the clock), overrides, merges, bags, legacy orders and special programmes.
 * Does nothing when customers exist. Needs the Controls and delivery demo (reads their rows).
 */
export async function seedCustomersDemo(
  db: Db,
  clock: Clock,
  options: { customers?: number } = {},
): Promise<CustomersDemoResult> {
  const n = options.customers ?? DEFAULT_DEMO_CUSTOMERS;
  const [{ existing }] = (await db.select({ existing: count() }).from(customers)) as [{ existing: number }];
  if (Number(existing) > 0 || n <= 0) return { customers: 0, orders: 0, skipped: true };

  const now = clock();
  const refs = await loadReferences(db);
  const plan = planCustomersDemo(refs, businessDate(now), n, now);
  const stamp = { createdAt: now, updatedAt: now };

  await db.transaction(async (tx) => {
    const groupIds = await insertReturningIds(
      tx,
      customerGroups,
      plan.groups.map((g) => ({ ...g, ...stamp })),
      customerGroups.groupId,
    );
    const customerIds = await insertReturningIds(
      tx,
      customers,
      plan.customers.map((c) => ({
        ...c.row,
        groupId: c.groupIndex === null ? null : groupIds[c.groupIndex]!,
      })),
      customers.customerId,
    );
    const billingIds = await insertReturningIds(
      tx,
      addresses,
      plan.customers.map((c, i) => ({ ...c.billing, customerId: customerIds[i]!, ...stamp })),
      addresses.addressId,
    );
    const withDelivery = plan.customers.flatMap((c, i) => (c.delivery ? [{ c, i }] : []));
    const deliveryIdList = await insertReturningIds(
      tx,
      addresses,
      withDelivery.map(({ c, i }) => ({ ...c.delivery!, customerId: customerIds[i]!, ...stamp })),
      addresses.addressId,
    );
    const deliveryIds = new Map(withDelivery.map(({ i }, k) => [i, deliveryIdList[k]!]));
    // Defaults in two statements rather than one UPDATE per customer.
    await tx.execute(sql`UPDATE customers c SET billing_default = a.address_id
      FROM addresses a WHERE a.customer_id = c.customer_id AND NOT a.is_delivery`);
    await tx.execute(sql`UPDATE customers c SET delivery_default = a.address_id
      FROM addresses a WHERE a.customer_id = c.customer_id AND a.is_delivery`);
    await insertAll(
      tx,
      customerAllergens,
      plan.customers.flatMap((c, i) => c.allergens.map((a) => ({ ...a, customerId: customerIds[i]! }))),
    );

    const orderIds = await insertReturningIds(
      tx,
      orders,
      plan.orders.map((o) => ({
        ...o.row,
        customerId: customerIds[o.customerIndex]!,
        billingAddressId: billingIds[o.customerIndex]!,
        deliveryAddressId: o.row.pickUp ? null : (deliveryIds.get(o.customerIndex) ?? null),
      })),
      orders.orderId,
    );
    const perOrder = <R>(pick: (o: PlannedOrder) => R[]) =>
      plan.orders.flatMap((o, k) => pick(o).map((r) => ({ ...r, orderId: orderIds[k]! })));
    await insertAll(
      tx,
      dayOverrides,
      perOrder((o) => o.dayOverrides),
    );
    await insertAll(
      tx,
      mealOverrides,
      perOrder((o) => o.mealOverrides),
    );
    await insertAll(
      tx,
      additionalBags,
      perOrder((o) => o.bags),
    );
    await insertAll(
      tx,
      deliveryMismatchConfirmations,
      perOrder((o) =>
        o.mismatchWeeks.map((weekStart) => ({ weekStart, confirmedBy: refs.superUserId, confirmedAt: now })),
      ),
    );
    await insertAll(
      tx,
      orderMerges,
      plan.merges.map((m) => ({
        orderId: orderIds[m.orderIndex]!,
        menuDate: m.menuDate,
        mergedWith: m.mergedWith.map((k) => orderIds[k]!),
        ...stamp,
      })),
    );

    for (const special of plan.specialProgrammes) {
      const [programmeId] = await insertReturningIds(
        tx,
        specialProgrammes,
        [special.row],
        specialProgrammes.specialProgrammeId,
      );
      const groupIdsOf = await insertReturningIds(
        tx,
        deliveryGroups,
        special.groups.map((deliveryGroup) => ({
          specialProgrammeId: programmeId!,
          deliveryGroup,
          ...stamp,
        })),
        deliveryGroups.deliveryGroupId,
      );
      await insertAll(
        tx,
        specialProgrammeCustomers,
        special.members.map((m) => ({
          specialProgrammeId: programmeId!,
          customerId: customerIds[m.customerIndex]!,
          addressId:
            m.address === 'delivery'
              ? (deliveryIds.get(m.customerIndex) ?? null)
              : m.address === 'billing'
                ? billingIds[m.customerIndex]!
                : null,
          pickUpPointId: m.pickUpPointId,
          deliveryGroupId: m.groupIndex === null ? null : groupIdsOf[m.groupIndex]!,
          isBexio: m.isBexio,
          priceOverride: m.priceOverride,
          orderCount: m.orderCount,
          ...stamp,
        })),
      );
    }
  });
  return { customers: plan.customers.length, orders: plan.orders.length, skipped: false };
}
