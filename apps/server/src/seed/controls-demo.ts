import { upcomingWeekdayHolidays } from '@brigade/domain/availability/zurich-holidays';
import { businessDate } from '@brigade/domain/calendar/business-date';
import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import type { Db } from '../db/client.ts';
import { blockedDates, chatPreferences, discounts, pickUpPoints } from '../db/schema/controls.ts';
import type { Clock } from '../lib/clock.ts';

/** How customers can be reached; GROUP (the customers' group chat) is the default for new customers. */
const demoChatPreferences = [
  { code: 'GROUP', name: 'Group chat', nameDe: 'Gruppenchat', isDefault: true },
  { code: 'WHATSAPP', name: 'WhatsApp', nameDe: 'WhatsApp', isDefault: false },
  { code: 'EMAIL', name: 'E-mail', nameDe: 'E-Mail', isDefault: false },
  { code: 'SMS', name: 'SMS', nameDe: 'SMS', isDefault: false },
  { code: 'PHONE', name: 'Phone call', nameDe: 'Telefonanruf', isDefault: false },
] as const;

/** Pick-up points in and around Zürich (fictional partners at real street names). */
const demoPickUpPoints = [
  {
    name: 'Kreis 5 – Viadukt',
    description: 'Fridge at the back of the shop; key code on the route sheet.',
    clientFacingName: 'Im Viadukt (Kreis 5)',
    clientFacingDescription:
      'Collect your bag from the Brigade fridge at Markthalle Deli, Mon–Fri 07:00–19:00.',
    priceChf: '0.00',
    company: 'Markthalle Deli GmbH',
    street: 'Limmatstrasse 231',
    co: '',
    postcode: '8005',
    city: 'Zürich',
  },
  {
    name: 'Oerlikon – Fitnesspark',
    description: 'Reception keeps the bags in the staff fridge.',
    clientFacingName: 'Fitnesspark Oerlikon',
    clientFacingDescription: 'Ask at reception, open daily 06:00–22:00.',
    priceChf: '0.00',
    company: 'Fitnesspark Oerlikon AG',
    street: 'Hofwiesenstrasse 350',
    co: 'Empfang',
    postcode: '8050',
    city: 'Zürich',
  },
  {
    name: 'Enge – Coworking',
    description: 'Community manager signs for the delivery.',
    clientFacingName: 'Coworking Enge',
    clientFacingDescription: 'Pick up at the front desk, Mon–Fri 08:00–18:00.',
    priceChf: '2.50',
    company: 'Seefeld Work Hub AG',
    street: 'Bederstrasse 49',
    co: 'Front desk',
    postcode: '8002',
    city: 'Zürich',
  },
  {
    name: 'Winterthur – Bahnhof',
    description: 'Kiosk partner; bags go into the cooled locker 12.',
    clientFacingName: 'Winterthur Bahnhof',
    clientFacingDescription: 'Cooled locker at the kiosk by track 3, daily 06:00–21:00.',
    priceChf: '3.50',
    company: 'Kiosk am Gleis GmbH',
    street: 'Bahnhofplatz 7',
    co: '',
    postcode: '8400',
    city: 'Winterthur',
  },
  {
    name: 'Wallisellen – Office park',
    description: 'Corporate customer; delivered with the office lunch run.',
    clientFacingName: 'Richti Wallisellen',
    clientFacingDescription: 'Ground-floor lobby, Mon–Fri 07:30–17:30.',
    priceChf: '3.00',
    company: 'Richti Office Services AG',
    street: 'Richtistrasse 7',
    co: 'Lobby',
    postcode: '8304',
    city: 'Wallisellen',
  },
  {
    name: 'Dübendorf – Bike shop',
    description: 'Owner is a customer; bags in the shop fridge.',
    clientFacingName: 'Velo Dübendorf',
    clientFacingDescription: 'Shop fridge, Tue–Sat 09:00–18:30.',
    priceChf: '4.00',
    company: 'Velo Glatt GmbH',
    street: 'Wallisellenstrasse 12',
    co: '',
    postcode: '8600',
    city: 'Dübendorf',
  },
] as const;

/**
 * Discount codes around "today": active, scheduled, expired and used-up ones, percent and fixed CHF.
 * `from` and `to` are days from today; null is open-ended.
 */
const discountCodes: readonly {
  code: string;
  description: string;
  kind: 'PERCENT' | 'FIXED';
  value: string;
  from: number | null;
  to: number | null;
  usageLimit: number | null;
  usageCount: number;
}[] = [
  {
    code: 'WELCOME10',
    description: '10% off the first week',
    kind: 'PERCENT',
    value: '10',
    from: null,
    to: null,
    usageLimit: null,
    usageCount: 148,
  },
  {
    code: 'SPRING25',
    description: 'Spring campaign',
    kind: 'PERCENT',
    value: '25',
    from: 30,
    to: 90,
    usageLimit: 500,
    usageCount: 0,
  },
  {
    code: 'FRIEND20',
    description: 'CHF 20 off for a referred friend',
    kind: 'FIXED',
    value: '20',
    from: null,
    to: null,
    usageLimit: null,
    usageCount: 37,
  },
  {
    code: 'NEWYEAR15',
    description: 'New year promotion',
    kind: 'PERCENT',
    value: '15',
    from: -60,
    to: -5,
    usageLimit: null,
    usageCount: 62,
  },
  {
    code: 'GYM-OERLIKON',
    description: 'Fitnesspark members',
    kind: 'FIXED',
    value: '15',
    from: -30,
    to: 180,
    usageLimit: 200,
    usageCount: 12,
  },
  {
    code: 'INFLUENCER50',
    description: 'One-off influencer code',
    kind: 'PERCENT',
    value: '50',
    from: null,
    to: null,
    usageLimit: 1,
    usageCount: 1,
  },
  {
    code: 'SORRY10',
    description: 'Apology for a late delivery',
    kind: 'FIXED',
    value: '10',
    from: null,
    to: 60,
    usageLimit: 1,
    usageCount: 0,
  },
  {
    code: 'STAFF30',
    description: 'Brigade staff',
    kind: 'PERCENT',
    value: '30',
    from: null,
    to: null,
    usageLimit: 50,
    usageCount: 50,
  },
];

function demoDiscounts(today: IsoDate) {
  const dayFrom = (days: number | null) => (days === null ? null : addDays(today, days));
  return discountCodes.map(({ from, to, ...code }) => ({
    ...code,
    validFrom: dayFrom(from),
    validTo: dayFrom(to),
  }));
}

/**
 * Demo mode only: realistic Controls data (pick-up points, chat preferences, discount codes, and the Zürich
 * public holidays of the coming months as blocked dates), relative to the clock so it stays current.
 */
export async function seedControlsDemo(db: Db, clock: Clock): Promise<void> {
  const now = clock();
  const today = businessDate(now);
  await db.transaction(async (tx) => {
    await tx
      .insert(chatPreferences)
      .values(demoChatPreferences.map((c) => ({ ...c, createdAt: now, updatedAt: now })))
      .onConflictDoNothing();
    await tx
      .insert(pickUpPoints)
      .values(demoPickUpPoints.map((p) => ({ ...p, createdAt: now, updatedAt: now })))
      .onConflictDoNothing();
    await tx
      .insert(discounts)
      .values(demoDiscounts(today).map((d) => ({ ...d, createdAt: now, updatedAt: now })))
      .onConflictDoNothing();
    const holidays = upcomingWeekdayHolidays(today, 6);
    if (holidays.length > 0) {
      await tx
        .insert(blockedDates)
        .values(holidays.map((h) => ({ date: h.date, createdAt: now })))
        .onConflictDoNothing();
    }
  });
}
