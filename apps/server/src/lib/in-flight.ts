/**
 * One update at a time per key (a meal's production stage: ADR 045), a second request refused at once rather
 * than queued. Within one process a key is held while its update runs and released however it ends; `busy`
 * answers the second caller. Across instances the record's version check does the same job (the second
 * writer's version is stale), so this is the fast, friendly half of such a rule, not its only guard.
 */
export function createInFlightGuard() {
  const held = new Set<string>();
  return {
    async run<T>(key: string, busy: () => Error, work: () => Promise<T>): Promise<T> {
      if (held.has(key)) throw busy();
      held.add(key);
      try {
        return await work();
      } finally {
        held.delete(key);
      }
    },
  };
}
