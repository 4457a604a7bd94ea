import { isIsoDate, type IsoDate } from '../calendar/iso-date.ts';
import { DomainError } from '../errors/domain-error.ts';

/** The old app's messages, word for word. */
export const INVALID_CONSIGNMENT_DATE_MESSAGE = 'Invalid date for consignment';
export const INVALID_CONSIGNMENT_IDENTIFIER_MESSAGE = 'Invalid identifier for consignment';

/** The day-period identifier of a logistics day: the morning or the afternoon run. */
export const DAY_PERIOD_IDENTIFIERS = ['AM-0', 'PM-0'] as const;
export type DayPeriodIdentifier = (typeof DAY_PERIOD_IDENTIFIERS)[number];

/**
 * The old app's default was written 'PM_0'. Choice: the default is written PM-0 like the valid values (the
 * underscore is read as a slip), and AM_0 / PM_0 are accepted as spellings of AM-0 / PM-0.
 */
export const DEFAULT_DAY_PERIOD: DayPeriodIdentifier = 'PM-0';

/** The logistics date is YYYY-MM-DD; empty means today (the business date). */
export function resolveLogisticsDate(input: string | null | undefined, today: IsoDate): IsoDate {
  const value = (input ?? '').trim();
  if (value === '') return today;
  if (!isIsoDate(value)) throw new DomainError('INVALID_CONSIGNMENT_DATE', INVALID_CONSIGNMENT_DATE_MESSAGE);
  return value;
}

/** The identifier is AM-0 or PM-0; empty gives the default PM-0. */
export function resolveDayPeriod(input: string | null | undefined): DayPeriodIdentifier {
  const value = (input ?? '').trim().toUpperCase().replace('_', '-');
  if (value === '') return DEFAULT_DAY_PERIOD;
  if (!(DAY_PERIOD_IDENTIFIERS as readonly string[]).includes(value)) {
    throw new DomainError('INVALID_CONSIGNMENT_IDENTIFIER', INVALID_CONSIGNMENT_IDENTIFIER_MESSAGE);
  }
  return value as DayPeriodIdentifier;
}
