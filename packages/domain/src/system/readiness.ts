/** Rounds of the readiness poll are 1 s apart. */
export const READINESS_INTERVAL_MS = 1000;

export interface ReadinessOptions {
  keys: readonly string[];
  /** Asks whether one key is ready to go; a rejection ends the poll (the caller words it). */
  check: (key: string) => Promise<boolean>;
  /** Gives up after this many rounds and answers false; without it, polls until every key is ready. */
  maxAttempts?: number | undefined;
  intervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Told after each round which keys are ready, for a progress display. */
  onRound?: (round: number, ready: ReadonlySet<string>) => void;
  /** Stops the poll early (the screen closed); answers false. */
  signal?: AbortSignal;
}

/**
 * Polls a list of cache keys until every one reports ready, waiting `intervalMs` between rounds; a key once
 * ready is not asked again. True when all are ready; false when `maxAttempts` rounds pass first, or when
 * stopped.
 */
export async function pollUntilReady(options: ReadinessOptions): Promise<boolean> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const ready = new Set<string>();
  for (let round = 1; ; round += 1) {
    if (options.signal?.aborted) return false;
    for (const key of options.keys) {
      if (!ready.has(key) && (await options.check(key))) ready.add(key);
    }
    options.onRound?.(round, ready);
    if (ready.size === new Set(options.keys).size) return true;
    if (options.maxAttempts !== undefined && round >= options.maxAttempts) return false;
    await sleep(options.intervalMs ?? READINESS_INTERVAL_MS);
  }
}
