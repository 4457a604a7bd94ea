import { parseConsignmentRoute } from '@brigade/domain/logistics/consignment-route';
import { companySlugs, type CompanySlug } from '@brigade/domain/access/privilege';
import { isDomainError } from '@brigade/domain/errors/domain-error';
import { useParams } from 'react-router';
import { translateMessage } from '../../../lib/i18n.ts';
import type { Run } from '../model/run-prefs.ts';

/**
 * The run in the address (/consignments/{team}/{date}/{date_identifier}): the run, null when the address
 * names none, or the old app's message (translated) for a bad team, date or period.
 */
export function useRunParams(): Run | { error: string } | null {
  const { team, date, dateIdentifier } = useParams();
  if (team === undefined || date === undefined || dateIdentifier === undefined) return null;
  try {
    const route = parseConsignmentRoute({ team, date, date_identifier: dateIdentifier });
    const slug = companySlugs.find((s) => s === route.team) as CompanySlug;
    return { team: slug, date: route.date, identifier: route.identifier };
  } catch (error) {
    if (isDomainError(error)) return { error: translateMessage(error.message) };
    throw error;
  }
}
