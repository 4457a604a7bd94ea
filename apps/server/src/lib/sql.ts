import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

/** `%q%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** ORDER BY the chosen column, then the primary key so pages never overlap or skip rows. */
export function orderBy(column: AnyColumn | SQL, direction: 'asc' | 'desc', tieBreaker: AnyColumn): SQL[] {
  const dir = direction === 'desc' ? desc : asc;
  return [dir(column), dir(tieBreaker)];
}
