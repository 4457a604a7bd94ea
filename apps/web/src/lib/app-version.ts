import { useSyncExternalStore } from 'react';
import { appVersion } from '@brigade/domain/schemas/system';

/** The version this bundle was built as (root package.json). */
export const buildVersion: string = __APP_VERSION__;

/**
 * The server's current version arrives over SSE (ADR 007) at connect and on every broadcast. A differing
 * version raises the update flag; an equal one clears it. EventSource reconnects by itself. Every component
 * that asks shares one connection, open while at least one of them is mounted.
 */
export function useServerVersion(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => latest,
    () => undefined,
  );
}

let latest: string | undefined;
let source: EventSource | null = null;
const listeners = new Set<() => void>();

function onVersion(event: MessageEvent<string>) {
  try {
    const parsed = appVersion.safeParse(JSON.parse(event.data));
    if (!parsed.success || parsed.data.version === latest) return;
    latest = parsed.data.version;
    for (const listener of listeners) listener();
  } catch {
    // A malformed event changes nothing.
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!source && typeof EventSource !== 'undefined') {
    source = new EventSource('/api/v1/system/events');
    source.addEventListener('version', onVersion);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && source) {
      source.removeEventListener('version', onVersion);
      source.close();
      source = null;
    }
  };
}

export function isUpdateAvailable(serverVersion: string | undefined): boolean {
  return serverVersion !== undefined && serverVersion !== buildVersion;
}
