/**
 * Spec §4: "one update at a time per meal, and a second request while loading is rejected". Within one
 * process a key (date/slot) is held while its update runs and released however it ends; `busy` answers a
 * second caller at once instead of queueing it. Across instances the slot's version check does the same job
 * (the second writer's version is stale), so this is the fast, friendly half of the rule, not its only guard.
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

export type InFlightGuard = ReturnType<typeof createInFlightGuard>;
