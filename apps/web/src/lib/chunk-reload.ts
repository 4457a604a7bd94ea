/** A failed chunk load (a new deploy) reloads the page, at most once per 60000 ms so it cannot loop. */
export const chunkReloadGuardMs = 60_000;
const storageKey = 'brigade.chunkReloadAt';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    message,
  );
}

/** Reloads unless a reload for the same reason happened less than a minute ago. True when it reloads. */
export function reloadForChunkError(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(storageKey) ?? 0);
    if (now - last < chunkReloadGuardMs) return false;
    sessionStorage.setItem(storageKey, String(now));
  } catch {
    // Storage blocked: reload anyway; the browser's own cache stops a loop from being fast.
  }
  window.location.reload();
  return true;
}

/** Vite reports a failed preload of a lazy chunk with this event (a deploy replaced the hashed files). */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
