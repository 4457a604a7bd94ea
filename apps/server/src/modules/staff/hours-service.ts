import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { messages } from '@brigade/domain/messages/catalogue';
import type { hoursInput, HoursMonth, HoursRow, updateHoursRequest } from '@brigade/domain/schemas/staff';
import { netHours, shiftDateByLag } from '@brigade/domain/staff/hours-row';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { checkedWrites } from '../../lib/checked-write.ts';
import { notFound, uniqueOr } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { costOfHours, hoursTotalsOf, toEmployee, toHoursRow } from './mapping.ts';
import * as repo from './repository.ts';

type HoursValues = z.output<typeof hoursInput>;

const pad = (n: number) => String(n).padStart(2, '0');

/** The first and last date of a month. */
function monthDates(year: number, month: number): { first: IsoDate; last: IsoDate } {
  const first = `${year}-${pad(month)}-01`;
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  return { first, last: addDays(next, -1) };
}

/**
 * Hours (/hr/hours): a month per employee, and the dialog's rows (one per employee and date; the upload's
 * half-days are edited the same way). Every read is audited (hours are personal data); writes freeze the cost
 * at the employee's hourly cost of the moment.
 */
export function createHoursService({ db, clock, audit }: CoreDeps) {
  const entity = 'hours';
  const writes = checkedWrites({ audit, entity, findByKey: repo.findHours });

  async function employeeOf(tx: Db, id: number) {
    const employee = await repo.findEmployee(tx, id);
    if (!employee) throw notFound(messages.employeeNotFound);
    return employee;
  }

  /** The stored values of a dialog row: paid date from the lag, cost from net hours × the hourly cost. */
  function valuesOf(input: HoursValues, hourlyCost: string) {
    return {
      employeeId: input.employee_id,
      date: input.date,
      totalHours: input.total_hours.toFixed(2),
      extraHours: input.extra_hours.toFixed(2),
      breakHours: input.break_hours.toFixed(2),
      lagDays: input.lag_days,
      paidDate: shiftDateByLag(input.date, input.lag_days),
      costChf: costOfHours(netHours(input), Number(hourlyCost)),
    };
  }

  return {
    /**
     * A month's rows (by original date) per employee — the active ones, and inactive ones with hours that month
     * — with their totals and the month's; of one employee or kind when asked. The read is audited.
     */
    async month(
      actorId: number,
      year: number,
      month: number,
      q: { employee_id?: number | undefined; kind?: 'STAFF' | 'EXPRESS_COURIER' | undefined },
    ): Promise<HoursMonth> {
      const { first, last } = monthDates(year, month);
      const ids = q.employee_id === undefined ? undefined : [q.employee_id];
      const rows = await repo.hoursOfDates(db, first, last, ids);
      const withHours = new Set(rows.map((r) => r.employeeId));
      const people = (await repo.findEmployees(db, { includeInactive: true, kind: q.kind, ids })).filter(
        (e) => e.active || withHours.has(e.employeeId),
      );
      const employees = people.map((e) => {
        const own = rows.filter((r) => r.employeeId === e.employeeId).map(toHoursRow);
        const { employee_id, first_name, last_name, role, kind, active } = toEmployee(e);
        return {
          employee_id,
          first_name,
          last_name,
          role,
          kind,
          active,
          rows: own,
          totals: hoursTotalsOf(own),
        };
      });
      const shown = employees.flatMap((e) => e.rows);
      await audit.record({
        userId: actorId,
        action: 'read',
        entity,
        entityId: `${year}-${pad(month)}`,
        change: {
          via: 'hours month',
          employee_ids: employees.filter((e) => e.rows.length > 0).map((e) => e.employee_id),
        },
      });
      return { year, month, employees, totals: hoursTotalsOf(shown) };
    },

    async create(actorId: number, input: HoursValues): Promise<HoursRow> {
      return uniqueOr(messages.hoursDayTaken, () =>
        db.transaction(async (tx) => {
          const employee = await employeeOf(tx, input.employee_id);
          const now = clock();
          const row = toHoursRow(
            await repo.insertHours(tx, {
              ...valuesOf(input, employee.hourlyCostChf),
              createdAt: now,
              updatedAt: now,
            }),
          );
          await audit.record(
            { userId: actorId, action: 'create', entity, entityId: row.hours_id, change: row },
            tx,
          );
          return row;
        }),
      );
    },

    async update(actorId: number, id: number, input: z.output<typeof updateHoursRequest>): Promise<HoursRow> {
      return uniqueOr(messages.hoursDayTaken, () =>
        db.transaction(async (tx) => {
          const employee = await employeeOf(tx, input.employee_id);
          return writes.update(tx, actorId, id, input.version, {
            write: () =>
              repo.hoursWrites.updateIfVersion(
                tx,
                id,
                input.version,
                valuesOf(input, employee.hourlyCostChf),
                clock(),
              ),
            audited: toHoursRow,
            after: toHoursRow,
          });
        }),
      );
    },

    async remove(actorId: number, id: number, version: number): Promise<void> {
      await db.transaction((tx) =>
        writes.remove(tx, actorId, id, version, {
          write: () => repo.hoursWrites.deleteIfVersion(tx, id, version),
          change: toHoursRow,
        }),
      );
    },
  };
}

export type HoursService = ReturnType<typeof createHoursService>;
