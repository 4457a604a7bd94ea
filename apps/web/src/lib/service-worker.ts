/** Registers the service worker (ADR 005) in production builds only (it would cache dev modules). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Not installable here (private mode, plain http on a non-local host): the app works without it.
    });
  });
}
