import type { IsoDate } from '../calendar/iso-date.ts';
import { companySlugs } from '../access/privilege.ts';
import { DomainError } from '../errors/domain-error.ts';
import {
  INVALID_CONSIGNMENT_DATE_MESSAGE,
  INVALID_CONSIGNMENT_IDENTIFIER_MESSAGE,
  resolveDayPeriod,
  resolveLogisticsDate,
  type DayPeriodIdentifier,
} from './logistics-date.ts';

/** The old app's message, word for word. */
export const INVALID_CONSIGNMENT_TEAM_MESSAGE = 'Invalid team for consignment';

export interface ConsignmentRoute {
  readonly team: string;
  readonly date: IsoDate;
  readonly identifier: DayPeriodIdentifier;
}

/**
 * Reads /consignments/{team}/{date}/{date_identifier}, checking the identifier, the team and
 * the date in that order ('Invalid identifier for consignment', 'Invalid team for consignment', 'Invalid
 * date for consignment'). In a path every part is required: an empty date or identifier is refused,
 * not defaulted. Teams are the company slugs unless another list is given.
 */
export function parseConsignmentRoute(
  params: { readonly team: string; readonly date: string; readonly date_identifier: string },
  teams: readonly string[] = companySlugs,
): ConsignmentRoute {
  if (params.date_identifier.trim() === '') {
    throw new DomainError('INVALID_CONSIGNMENT_IDENTIFIER', INVALID_CONSIGNMENT_IDENTIFIER_MESSAGE);
  }
  const identifier = resolveDayPeriod(params.date_identifier);
  if (!teams.includes(params.team))
    throw new DomainError('INVALID_CONSIGNMENT_TEAM', INVALID_CONSIGNMENT_TEAM_MESSAGE);
  if (params.date.trim() === '')
    throw new DomainError('INVALID_CONSIGNMENT_DATE', INVALID_CONSIGNMENT_DATE_MESSAGE);
  const date = resolveLogisticsDate(params.date, params.date);
  return { team: params.team, date, identifier };
}
