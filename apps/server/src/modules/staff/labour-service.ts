import { analyticsRange } from '@brigade/domain/analytics/analytics-range';
import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { weekIdOfDate } from '@brigade/domain/calendar/week-id';
import { mondaysOfRange } from '@brigade/domain/margins/margin-weeks';
import { roundTo2 } from '@brigade/domain/numbers/round';
import type { LabourByEmployee, LabourOverall, LabourQuery } from '@brigade/domain/schemas/labour';
import type { EmployeeKind } from '@brigade/domain/schemas/staff';
import { labourFigures, sumLabourWeeks, type LabourWeekSums } from '@brigade/domain/staff/labour';
import type { CoreDeps } from '../../lib/module.ts';
import type { MealsProducedService } from '../production/meals-produced-service.ts';
import * as labour from './labour-repository.ts';

export interface LabourDeps extends CoreDeps {
  /** The kitchen's portions per date (the production module's count, over many weeks at once). */
  mealsProduced: Pick<MealsProducedService, 'perDate'>;
}

/**
 * The labour figures (/analytics/labour and /analytics/labour/overall): hours and cost summed in SQL per week
 * of the paid date (and employee or kind); meals per week from the production module's count of the same
 * weeks; the ratios from the domain.
 */
export function createLabourService({ db, clock, audit, mealsProduced }: LabourDeps) {
  const rangeOf = (query: LabourQuery) => analyticsRange(clock(), query);

  async function mealsPerWeek(from: IsoDate, to: IsoDate): Promise<Map<IsoDate, number>> {
    const perDate = await mealsProduced.perDate(from, addDays(to, 6));
    const weeks = new Map<IsoDate, number>();
    for (const [date, meals] of perDate) {
      const monday = addDays(from, Math.floor((Date.parse(date) - Date.parse(from)) / 86_400_000 / 7) * 7);
      weeks.set(monday, (weeks.get(monday) ?? 0) + meals);
    }
    return weeks;
  }

  return {
    async overall(query: LabourQuery): Promise<LabourOverall> {
      const { from, to } = rangeOf(query);
      const [sums, meals] = await Promise.all([labour.weekSumsPerKind(db, from, to), mealsPerWeek(from, to)]);
      const weeks = mondaysOfRange(from, to).map((monday): LabourWeekSums => {
        const of = (kind: EmployeeKind) => sums.find((s) => s.monday === monday && s.kind === kind);
        return {
          staff_hours: of('STAFF')?.hours ?? 0,
          staff_cost_chf: of('STAFF')?.cost ?? 0,
          courier_hours: of('EXPRESS_COURIER')?.hours ?? 0,
          courier_cost_chf: of('EXPRESS_COURIER')?.cost ?? 0,
          meals: meals.get(monday) ?? 0,
        };
      });
      return {
        from,
        to,
        rows: weeks.map((w, i) => {
          const start_date = addDays(from, i * 7);
          return { week_id: weekIdOfDate(start_date), start_date, ...labourFigures(w) };
        }),
        total: labourFigures(sumLabourWeeks(weeks)),
      };
    },

    /** Per employee and week; the read is audited (hours of named people). */
    async byEmployee(actorId: number, query: LabourQuery): Promise<LabourByEmployee> {
      const { from, to } = rangeOf(query);
      const sums = await labour.weekSumsPerEmployee(db, from, to);
      const rows = sums.map((s) => ({
        week_id: weekIdOfDate(s.monday),
        start_date: s.monday,
        employee_id: s.employeeId,
        name: `${s.firstName} ${s.lastName}`,
        role: s.role,
        kind: s.kind as EmployeeKind,
        hours: roundTo2(s.hours),
        cost_chf: roundTo2(s.cost),
      }));
      const byId = new Map<number, LabourByEmployee['employees'][number]>();
      for (const r of rows) {
        const e = byId.get(r.employee_id) ?? { ...r, hours: 0, cost_chf: 0 };
        byId.set(r.employee_id, {
          ...e,
          hours: roundTo2(e.hours + r.hours),
          cost_chf: roundTo2(e.cost_chf + r.cost_chf),
        });
      }
      const employees = [...byId.values()]
        .map(({ employee_id, name, role, kind, hours, cost_chf }) => ({
          employee_id,
          name,
          role,
          kind,
          hours,
          cost_chf,
        }))
        .sort((a, b) => b.hours - a.hours || a.name.localeCompare(b.name));
      await audit.record({
        userId: actorId,
        action: 'read',
        entity: 'hours',
        entityId: `${from}..${to}`,
        change: {
          via: 'labour by employee',
          employee_ids: employees.map((e) => e.employee_id).sort((a, b) => a - b),
        },
      });
      return { from, to, rows, employees };
    },
  };
}

export type LabourService = ReturnType<typeof createLabourService>;
