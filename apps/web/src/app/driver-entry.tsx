import { StrictMode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { DriverApp } from '../features/driver-app/components/driver-app.tsx';
import type { RunRef } from '../features/driver-app/api/get-driver-run.ts';
import { setSessionEndedHandler } from '../lib/api-client.ts';
import { i18n, initI18n, loadMessages } from '../lib/i18n.ts';
import { languageOfPath, rememberLanguage, stripLanguage } from '../lib/locale.ts';
import { driverTexts } from '../lib/locale-files.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { sessionKey, sessionQueryOptions } from '../lib/session.ts';

/** The run a drivers' app URL names: /consignments/{team}/{date}/{identifier}/app. */
export function runOfPath(pathname: string): RunRef {
  const [, , team = '', date = '', identifier = ''] = stripLanguage(pathname)
    .split('/')
    .map(decodeURIComponent);
  return { team, date, identifier };
}

/**
 * The drivers' app on its own (ADR 073): React, React Query, i18next and the app, no MUI, router or zod. With
 * a session it shows the run; without one (or when it ends) it hands the page to the admin app, whose login
 * brings the driver back to the same run.
 */
export async function startDriverApp(element: HTMLElement): Promise<void> {
  const language = languageOfPath(window.location.pathname);
  document.documentElement.lang = language;
  rememberLanguage(language);
  const client = createQueryClient();
  const [user] = await Promise.all([
    client.fetchQuery(sessionQueryOptions).catch(() => null),
    initI18n(language, driverTexts),
  ]);
  if (!user) return handOver(element, undefined);
  document.title = `${i18n.t('routes:titles.consignments')} · Brigade`;
  const root = createRoot(element);
  const leave = () => handOver(element, root, client);
  setSessionEndedHandler(leave);
  client.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === JSON.stringify(sessionKey) && event.query.state.data === null) leave();
  });
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <Suspense fallback={null}>
            <DriverApp run={runOfPath(window.location.pathname)} />
          </Suspense>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  // The API's messages follow the first screen, so an error shown offline is still in the driver's language.
  void loadMessages().catch(() => undefined);
}

let handedOver = false;

/** The admin app takes the page: the login when the session is gone, the error page when it cannot be asked. */
async function handOver(element: HTMLElement, root: Root | undefined, client?: QueryClient): Promise<void> {
  if (handedOver) return;
  handedOver = true;
  root?.unmount();
  client?.clear();
  setSessionEndedHandler(() => undefined);
  const { startAdminApp } = await import('./admin-entry.tsx');
  await startAdminApp(element);
}
