import { formatIsoDate, isIsoDate, type IsoDate } from '../calendar/iso-date.ts';

const DOTTED_OR_SLASHED = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/;
const ISO_WITH_TIME = /^(\d{4}-\d{2}-\d{2})T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A birthday goes out as YYYY-MM-DD, and only when it parses.
 * Reads YYYY-MM-DD (with or without a time), DD.MM.YYYY and DD/MM/YYYY; the date must exist and the
 * year be from 1900 to 9999, and it must not be after `today` when given. Anything else → null (leave
 * the birthday out).
 */
export function birthdayForExport(dob: string | Date | null | undefined, today?: IsoDate): IsoDate | null {
  let candidate: string | null = null;
  if (dob instanceof Date) candidate = Number.isNaN(dob.getTime()) ? null : formatIsoDate(dob);
  else if (typeof dob === 'string') {
    const text = dob.trim();
    const dotted = DOTTED_OR_SLASHED.exec(text);
    const withTime = ISO_WITH_TIME.exec(text);
    if (dotted) candidate = `${dotted[3]}-${dotted[2]?.padStart(2, '0')}-${dotted[1]?.padStart(2, '0')}`;
    else if (withTime) candidate = withTime[1] ?? null;
    else candidate = text;
  }
  if (!candidate || !isIsoDate(candidate) || candidate < '1900-01-01') return null;
  if (today !== undefined && candidate > today) return null;
  return candidate;
}
