import { useSyncExternalStore } from 'react';
import { appVersion } from '@brigade/domain/schemas/system';
import { buildVersion } from './build-version.ts';
import { onServerEvent } from './server-events.ts';

/**
 * The server's current version arrives over SSE (ADR 007) at connect and on every broadcast. A differing
 * version raises the update flag; an equal one clears it. Every component that asks shares the app's one
 * event connection (lib/server-events.ts).
 */
export function useServerVersion(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => latest,
    () => undefined,
  );
}

let latest: string | undefined;
const listeners = new Set<() => void>();
let stopListening: (() => void) | undefined;

function onVersion(data: unknown) {
  const parsed = appVersion.safeParse(data);
  if (!parsed.success || parsed.data.version === latest) return;
  latest = parsed.data.version;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stop = listeners.size === 1 ? onServerEvent('version', onVersion) : undefined;
  if (stop) stopListening = stop;
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopListening?.();
      stopListening = undefined;
    }
  };
}

export function isUpdateAvailable(serverVersion: string | undefined): boolean {
  return serverVersion !== undefined && serverVersion !== buildVersion;
}
