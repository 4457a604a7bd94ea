import { roundTo2 } from '../numbers/round.ts';
import { staffMessages } from '../messages/staff.ts';
import type { HoursCsvErrorCode, HoursCsvLine } from './hours-csv.ts';

/** The hours of the upload: kitchen staff's, or the express courier's (their own variant). */
export const HOURS_VARIANTS = ['STAFF', 'EXPRESS_COURIER'] as const;
export type HoursVariant = (typeof HOURS_VARIANTS)[number];

/** An employee the names of a file are matched against. */
export interface NamedEmployee {
  readonly employee_id: number;
  readonly first_name: string;
  readonly last_name: string;
}

/** What is saved already under a row's key (employee, date, AM or PM). */
export interface SavedShift {
  readonly employee_id: number;
  readonly date: string;
  readonly period: 'AM' | 'PM' | 'DAY';
  readonly total_hours: number;
  readonly cost_chf: number;
}

/** new: added on saving; update: replaces other figures saved under its key; unchanged: saved as is already. */
export type UploadRowStatus = 'new' | 'update' | 'unchanged' | 'error';

export interface UploadPreviewRow {
  readonly line: number;
  readonly cells: string[];
  /** The row as read: '' and null where a field cannot be read. */
  readonly date: string;
  readonly mins: number | null;
  readonly chf: number | null;
  readonly name: string;
  readonly is_am: boolean;
  readonly employee_id: number | null;
  readonly status: UploadRowStatus;
  /** The row's problems, as messages of the catalogue. */
  readonly errors: string[];
}

const codeMessages: Record<HoursCsvErrorCode, string> = {
  InvalidDate: staffMessages.hoursRowInvalidDate,
  InvalidMins: staffMessages.hoursRowInvalidMins,
  InvalidChf: staffMessages.hoursRowInvalidChf,
  InvalidIsAm: staffMessages.hoursRowInvalidIsAm,
  MissingName: staffMessages.hoursRowMissingName,
  MissingQuotes: staffMessages.hoursRowBadQuotes,
  InvalidQuotes: staffMessages.hoursRowBadQuotes,
  TooFewFields: staffMessages.hoursRowFieldCount,
  TooManyFields: staffMessages.hoursRowFieldCount,
};

/** The old app's message: {first_last} is the name's words joined by underscores. */
export const unableToFindEmployeeMessage = (name: string): string =>
  `Unable to find id for ${name.trim().split(/\s+/).join('_')}.`;

const nameKey = (name: string) => name.trim().split(/\s+/).join(' ').toLowerCase();

/** An uploaded row's hours: its minutes in hours, to 2 decimals. */
export const hoursOfMinutes = (mins: number): number => roundTo2(mins / 60);

/** The key a row is saved under: the same employee, date and half-day is one row (the upload is idempotent). */
export const shiftKey = (employeeId: number, date: string, period: string) =>
  `${employeeId}|${date}|${period}`;

/**
 * The preview of an hours file (every row, before anything is saved): each row's parse problems, its employee
 * (the name matched case-insensitively against 'first last' of the employees of the upload's variant; none:
 * 'Unable to find id for {first_last}.'), a second row with the same employee, date and half-day, and what
 * saving would do with it, compared with what is saved under its key (hours from minutes, cost = chf).
 */
export function previewHoursUpload(
  lines: readonly HoursCsvLine[],
  employees: readonly NamedEmployee[],
  saved: readonly SavedShift[],
): UploadPreviewRow[] {
  const byName = new Map<string, number[]>();
  for (const e of employees) {
    const key = nameKey(`${e.first_name} ${e.last_name}`);
    byName.set(key, [...(byName.get(key) ?? []), e.employee_id]);
  }
  const savedByKey = new Map(saved.map((s) => [shiftKey(s.employee_id, s.date, s.period), s]));
  const seen = new Set<string>();
  return lines.map(({ line, cells, row, errors: codes }) => {
    const errors = [...new Set(codes.map((c) => codeMessages[c]))];
    const ids = row.name.trim() === '' ? [] : (byName.get(nameKey(row.name)) ?? []);
    if (row.name.trim() !== '' && ids.length === 0) errors.push(unableToFindEmployeeMessage(row.name));
    const employee_id = ids.length === 1 ? ids[0]! : null;
    let status: UploadRowStatus = 'error';
    if (employee_id !== null && codes.length === 0) {
      const key = shiftKey(employee_id, row.date, row.is_am ? 'AM' : 'PM');
      if (seen.has(key)) errors.push(staffMessages.hoursRowTwice);
      seen.add(key);
      const before = savedByKey.get(key);
      if (errors.length === 0) {
        const same =
          before?.total_hours === hoursOfMinutes(row.mins) && before.cost_chf === roundTo2(row.chf);
        status = before === undefined ? 'new' : same ? 'unchanged' : 'update';
      }
    }
    const mins = Number.isFinite(row.mins) ? row.mins : null;
    const chf = Number.isFinite(row.chf) ? row.chf : null;
    return { line, cells: [...cells], ...row, mins, chf, employee_id, status, errors };
  });
}
