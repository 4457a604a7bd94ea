import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { roundTo2 } from '@brigade/domain/numbers/round';
import { netHours } from '@brigade/domain/staff/hours-row';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { employees, hours } from '../db/schema/staff.ts';

/** The demo's employees: six of the kitchen and two express couriers (fictional names). */
const DEMO_EMPLOYEES = [
  { firstName: 'Lina', lastName: 'Brunner', role: 'Head chef', kind: 'STAFF', cost: 48 },
  { firstName: 'Marco', lastName: 'Bianchi', role: 'Chef', kind: 'STAFF', cost: 42 },
  { firstName: 'Sara', lastName: 'Hofmann', role: 'Cook', kind: 'STAFF', cost: 36 },
  { firstName: 'Jonas', lastName: 'Meier', role: 'Cook', kind: 'STAFF', cost: 35 },
  { firstName: 'Aylin', lastName: 'Demir', role: 'Kitchen help', kind: 'STAFF', cost: 29 },
  { firstName: 'Noah', lastName: 'Weber', role: 'Packing', kind: 'STAFF', cost: 28 },
  { firstName: 'Elena', lastName: 'Rossi', role: 'Courier', kind: 'EXPRESS_COURIER', cost: 30 },
  { firstName: 'Luca', lastName: 'Steiner', role: 'Courier', kind: 'EXPRESS_COURIER', cost: 30 },
] as const;

/** A whole number from 0 to n − 1 that depends only on its inputs (the demo is deterministic). */
function pick(n: number, ...parts: (string | number)[]): number {
  let h = 2166136261;
  for (const c of parts.join('|')) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h % n;
}

type HoursValues = typeof hours.$inferInsert;

function staffDay(id: number, i: number, date: IsoDate, costPerHour: number, now: Date): HoursValues | null {
  if (pick(10, id, date) === 0) return null; // about one day in ten off
  const total = 6 + pick(13, 'total', id, date) * 0.25; // 6 to 9 hours
  const extra = pick(6, 'extra', id, date) === 0 ? 1 : 0;
  const brk = total >= 7 ? 0.5 : 0.25;
  // The head chef's Fridays are paid with the next week.
  const lag = i === 0 && new Date(`${date}T12:00:00Z`).getUTCDay() === 5 ? 3 : 0;
  const net = netHours({ total_hours: total, extra_hours: extra, break_hours: brk });
  return {
    employeeId: id,
    date,
    totalHours: total.toFixed(2),
    extraHours: extra.toFixed(2),
    breakHours: brk.toFixed(2),
    lagDays: lag,
    paidDate: addDays(date, lag),
    costChf: roundTo2(net * costPerHour).toFixed(2),
    createdAt: now,
    updatedAt: now,
  };
}

function courierShift(id: number, date: IsoDate, am: boolean, now: Date): HoursValues | null {
  if (pick(3, id, date, am ? 'AM' : 'PM') === 0) return null;
  const mins = 120 + pick(9, 'mins', id, date, am ? 1 : 0) * 15; // 2 to 4 hours
  return {
    employeeId: id,
    date,
    period: am ? 'AM' : 'PM',
    totalHours: roundTo2(mins / 60).toFixed(2),
    paidDate: date,
    costChf: roundTo2((mins / 60) * 30).toFixed(2),
    source: 'UPLOAD',
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Demo employees and their hours, once into a database without employees: the kitchen's staff Monday to Friday
 * (some days off, extra hours now and then, the head chef's Fridays paid a week later) and the express couriers'
 * half-days as uploaded, over the `weeksHistory` weeks before this week and this week up to today.
 */
export async function seedStaffDemo(
  db: Db,
  input: { thisMonday: IsoDate; today: IsoDate; weeksHistory: number; now: Date },
): Promise<{ employees: number; hours: number }> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(employees);
  if (Number(n) > 0) return { employees: 0, hours: 0 };
  const { now } = input;
  const people = await db
    .insert(employees)
    .values(
      DEMO_EMPLOYEES.map((e) => ({ ...e, hourlyCostChf: e.cost.toFixed(2), createdAt: now, updatedAt: now })),
    )
    .returning({ id: employees.employeeId, kind: employees.kind });
  const rows: (HoursValues | null)[] = [];
  const first = addDays(input.thisMonday, -7 * input.weeksHistory);
  for (let monday = first; monday <= input.thisMonday; monday = addDays(monday, 7)) {
    for (let d = 0; d < 5; d++) {
      const date = addDays(monday, d);
      if (date >= input.today) break;
      people.forEach((p, i) => {
        if (p.kind === 'STAFF') rows.push(staffDay(p.id, i, date, DEMO_EMPLOYEES[i]!.cost, now));
        else rows.push(courierShift(p.id, date, true, now), courierShift(p.id, date, false, now));
      });
    }
  }
  const kept = rows.filter((r): r is HoursValues => r !== null);
  for (let i = 0; i < kept.length; i += 1000) await db.insert(hours).values(kept.slice(i, i + 1000));
  return { employees: people.length, hours: kept.length };
}
