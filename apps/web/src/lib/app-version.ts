import { useEffect, useState } from 'react';
import { appVersion } from '@brigade/domain/schemas/system';

/** The version this bundle was built as (root package.json). */
export const buildVersion: string = __APP_VERSION__;

/**
 * Spec §4: the server's current version arrives over SSE at connect and on every broadcast. A differing
 * version raises the update flag; an equal one clears it. EventSource reconnects by itself.
 */
export function useServerVersion(): string | undefined {
  const [version, setVersion] = useState<string>();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/v1/system/events');
    const onVersion = (event: MessageEvent<string>) => {
      try {
        const parsed = appVersion.safeParse(JSON.parse(event.data));
        if (parsed.success) setVersion(parsed.data.version);
      } catch {
        // A malformed event changes nothing.
      }
    };
    source.addEventListener('version', onVersion);
    return () => {
      source.removeEventListener('version', onVersion);
      source.close();
    };
  }, []);
  return version;
}

export function isUpdateAvailable(serverVersion: string | undefined): boolean {
  return serverVersion !== undefined && serverVersion !== buildVersion;
}
