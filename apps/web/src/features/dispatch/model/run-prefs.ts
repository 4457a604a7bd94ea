import { businessDate } from '@brigade/domain/calendar/business-date';
import { isIsoDate } from '@brigade/domain/calendar/iso-date';
import { companySlugs, type CompanySlug } from '@brigade/domain/access/privilege';
import {
  DAY_PERIOD_IDENTIFIERS,
  DEFAULT_DAY_PERIOD,
  type DayPeriodIdentifier,
} from '@brigade/domain/logistics/logistics-date';
import type { Me } from '@brigade/domain/schemas/auth';

/** A run: a team's consignments of a date and day period. */
export interface Run {
  team: CompanySlug;
  date: string;
  identifier: DayPeriodIdentifier;
}

const storageKey = 'brigade.dispatch.run';

interface Remembered {
  team?: string;
  date?: string;
  identifier?: string;
}

/** The teams a user dispatches: AP SUPER all, a Logistics user only their own company's. */
export function teamsOf(user: Pick<Me, 'user_category' | 'company_slug'>): readonly CompanySlug[] {
  return user.user_category === 'LOGISTICS' ? [user.company_slug] : companySlugs;
}

function readRemembered(): Remembered {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Remembered) : {};
  } catch {
    return {};
  }
}

/** Keeps the run last opened in this browser, so the screen opens on it next time. */
export function rememberRun(run: Run): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(run));
  } catch {
    // Storage full or blocked (private mode): the screen still works, it just forgets.
  }
}

/**
 * The run the screen opens without one in its address: the date and day period last chosen in this browser
 * (else today and PM-0), and the team last chosen if the user may dispatch it (else their first team).
 */
export function defaultRun(user: Pick<Me, 'user_category' | 'company_slug'>, now: Date): Run {
  const kept = readRemembered();
  const teams = teamsOf(user);
  const team = teams.find((t) => t === kept.team) ?? teams[0] ?? 'default';
  const date = kept.date && isIsoDate(kept.date) ? kept.date : businessDate(now);
  const identifier = DAY_PERIOD_IDENTIFIERS.find((p) => p === kept.identifier) ?? DEFAULT_DAY_PERIOD;
  return { team, date, identifier };
}

/** The app path of a run's screen, or of one of its pages (the run sheet, the drivers' app). */
export function runPath(run: Run, page?: 'run-sheet' | 'app'): string {
  const base = `/consignments/${run.team}/${run.date}/${run.identifier}`;
  return page ? `${base}/${page}` : base;
}
