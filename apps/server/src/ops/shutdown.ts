import type { FastifyInstance } from 'fastify';

/** A shutdown that hangs (a stuck query, a client that never lets go) must still end the process. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface ShutdownOptions {
  timeoutMs?: number;
  /** process.exit; tests pass their own. */
  exit?: (code: number) => void;
}

/**
 * What SIGTERM and SIGINT do (ADR 081): stop taking new connections and requests (503 while closing), end the SSE
 * streams, let the running jobs and the requests in flight finish, close the database, then exit 0 — or exit 1
 * when that takes longer than the timeout. Called again while stopping, it waits for the same shutdown.
 */
export function gracefulShutdown(app: FastifyInstance, options: ShutdownOptions = {}) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping: Promise<void> | undefined;
  return (signal: string): Promise<void> => {
    stopping ??= (async () => {
      app.log.info({ signal, sseStreams: app.events.size }, 'shutting down');
      const timer = setTimeout(() => {
        app.log.error('shutdown took too long; exiting');
        exit(1);
      }, options.timeoutMs ?? SHUTDOWN_TIMEOUT_MS);
      timer.unref();
      try {
        // preClose: the job workers finish their jobs, the SSE streams end; then the HTTP server closes once
        // the requests in flight are answered; then the database and its lock.
        await app.close();
        clearTimeout(timer);
        app.log.info('shut down');
        exit(0);
      } catch (error) {
        clearTimeout(timer);
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      }
    })();
    return stopping;
  };
}
