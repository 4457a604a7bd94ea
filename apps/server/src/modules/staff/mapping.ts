import { roundTo2 } from '@brigade/domain/numbers/round';
import type { Employee, EmployeeKind, HoursRow, HoursTotals } from '@brigade/domain/schemas/staff';
import { hoursRow as withNetAndWeek } from '@brigade/domain/staff/hours-row';
import type { EmployeeRow, HoursDbRow } from './repository.ts';

export function toEmployee(row: EmployeeRow): Employee {
  return {
    employee_id: row.employeeId,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    kind: row.kind as EmployeeKind,
    hourly_cost_chf: Number(row.hourlyCostChf),
    active: row.active,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A stored hours row as the screen shows it: net hours, original and shifted date, week id (the domain's). */
export function toHoursRow(row: HoursDbRow): HoursRow {
  const shown = withNetAndWeek(
    {
      employee_id: row.employeeId,
      date: row.date,
      total_hours: Number(row.totalHours),
      extra_hours: Number(row.extraHours),
      break_hours: Number(row.breakHours),
    },
    row.lagDays,
  );
  return {
    hours_id: row.hoursId,
    employee_id: row.employeeId,
    date: shown.original_date,
    paid_date: shown.date,
    lag_days: row.lagDays,
    week_id: shown.week_id,
    period: row.period as HoursRow['period'],
    total_hours: shown.total_hours,
    extra_hours: shown.extra_hours,
    break_hours: shown.break_hours,
    net_hours: shown.net_hours,
    cost_chf: Number(row.costChf),
    source: row.source as HoursRow['source'],
    version: row.version,
  };
}

export function hoursTotalsOf(rows: readonly HoursTotals[]): HoursTotals {
  const sum = (pick: (r: HoursTotals) => number) => roundTo2(rows.reduce((s, r) => s + pick(r), 0));
  return {
    total_hours: sum((r) => r.total_hours),
    extra_hours: sum((r) => r.extra_hours),
    break_hours: sum((r) => r.break_hours),
    net_hours: sum((r) => r.net_hours),
    cost_chf: sum((r) => r.cost_chf),
  };
}

/** A dialog's row cost: its net hours at the employee's hourly cost, never below 0, to the cent. */
export const costOfHours = (netHours: number, hourlyCost: number): string =>
  Math.max(0, roundTo2(netHours * hourlyCost)).toFixed(2);
