/**
 * The merge list holds each order id once and is sent comma-joined (ADR 025). The first occurrence
 * keeps its place; 12 and '12' are the same id; blank ids are dropped.
 */
export function mergeListParam(orderIds: readonly (number | string)[]): string {
  const ids = orderIds.map((id) => String(id).trim()).filter((id) => id !== '');
  return [...new Set(ids)].join(',');
}
