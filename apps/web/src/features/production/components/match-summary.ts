import type { ProductionDayMatches } from '@brigade/domain/schemas/production';

export interface MatchSummary {
  /** Customers with a match that still needs the kitchen's attention. */
  open: number;
  /** Customers whose every match is suppressed. */
  suppressed: number;
  unreviewed: number;
}

/** What a slot's allergen button says: matches still open, fully suppressed ones, unreviewed ingredients. */
export function summariseMatches(
  day: ProductionDayMatches | undefined,
  slot: string,
): MatchSummary | undefined {
  const entry = day?.slots.find((s) => s.slot === slot);
  if (!entry) return undefined;
  const suppressed = entry.matches.filter((m) => m.fully_suppressed).length;
  return {
    open: entry.matches.length - suppressed,
    suppressed,
    unreviewed: entry.unreviewed_ingredients.length,
  };
}
