import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../lib/i18n.ts';
import { languageOfPath } from '../lib/locale.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { sessionQueryOptions } from '../lib/session.ts';
import { wasSignedIn } from '../lib/signed-in-hint.ts';
import { App } from './app.tsx';

/**
 * The admin app: the login, the drawer and every screen. Its first texts and the session check go out
 * together, so the first screen waits for one round trip, not two (ADR 073).
 */
export async function startAdminApp(element: HTMLElement): Promise<void> {
  const language = languageOfPath(window.location.pathname);
  document.documentElement.lang = language;
  const client = createQueryClient();
  void client.prefetchQuery(sessionQueryOptions);
  // Someone who was logged in most likely still is: what follows the login (the theme and routed app, the
  // default layout, the screen of the address bar) loads alongside the session check, not after it (ADR 078).
  // The session gate and the router import the same modules, so nothing loads twice. A failed early load (a
  // deploy replaced the chunk) is theirs to report when they need the module.
  if (wasSignedIn()) {
    import('./signed-in-app.tsx').catch(() => undefined);
    import('./layouts/default-layout.tsx').catch(() => undefined);
    import('./screen-preload.ts')
      .then(({ preloadScreenOf }) => preloadScreenOf(window.location.pathname))
      .catch(() => undefined);
  }
  await initI18n(language);
  createRoot(element).render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  );
}
