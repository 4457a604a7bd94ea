/** The parts of a stored recipe analysis that decide whether it must be written again (ADR 036). */
export interface AnalysisIdentity {
  readonly inputs: unknown;
  readonly version: string | number;
  /** The client-facing ingredient names, in recipe order. */
  readonly clientFacingIngredients: readonly string[];
}

/** JSON with object keys sorted, so key order never counts as a difference (array order does). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return v;
  });
}

/**
 * An analysis is rewritten only when its inputs, version or client-facing ingredient names differ from the
 * stored one. No stored analysis → write it. Inputs are compared by value (object key
 * order ignored, list order kept); versions as text, so 3 and '3' are the same.
 */
export function analysisNeedsRewrite(
  stored: AnalysisIdentity | null | undefined,
  next: AnalysisIdentity,
): boolean {
  if (!stored) return true;
  return (
    String(stored.version) !== String(next.version) ||
    canonical(stored.inputs) !== canonical(next.inputs) ||
    canonical(stored.clientFacingIngredients) !== canonical(next.clientFacingIngredients)
  );
}
