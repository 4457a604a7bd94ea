import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../lib/i18n.ts';
import { languageOfPath } from '../lib/locale.ts';
import { App } from './app.tsx';

/** The admin app: the login, the drawer and every screen; its texts (common, app, messages) come first. */
export async function startAdminApp(element: HTMLElement): Promise<void> {
  const language = languageOfPath(window.location.pathname);
  document.documentElement.lang = language;
  await initI18n(language);
  createRoot(element).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
