import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Me } from '@brigade/domain/schemas/auth';
import { ConfirmProvider } from '../components/confirm-dialog.tsx';
import { i18n } from '../lib/i18n.ts';
import { sessionKey } from '../lib/session.ts';
import { createAppTheme } from '../app/theme.ts';
import { buildRoutes } from '../app/router.tsx';

export const users: Record<'super' | 'superchef' | 'chef' | 'driver' | 'dispatcher', Me> = {
  super: {
    user_id: 1,
    username: 'super',
    email: 'super@brigade.local',
    user_group: 'SUPER',
    user_category: 'AP',
    company_slug: 'default',
    level: 0,
  },
  superchef: {
    user_id: 2,
    username: 'superchef',
    email: null,
    user_group: 'SUPER_CHEF',
    user_category: 'AP',
    company_slug: 'default',
    level: 1,
  },
  chef: {
    user_id: 3,
    username: 'chef',
    email: null,
    user_group: 'CHEF',
    user_category: 'AP',
    company_slug: 'default',
    level: 2,
  },
  driver: {
    user_id: 4,
    username: 'driver',
    email: null,
    user_group: 'CHEF',
    user_category: 'LOGISTICS',
    company_slug: 'ultrakurier',
    level: 2,
  },
  dispatcher: {
    user_id: 5,
    username: 'dispatcher',
    email: null,
    user_group: 'SUPER',
    user_category: 'LOGISTICS',
    company_slug: 'rico',
    level: 0,
  },
};

export function testQueryClient(me?: Me | null): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  if (me !== undefined) client.setQueryData(sessionKey, me);
  return client;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={createAppTheme(i18n.language === 'de' ? 'de' : 'en')}>
          <ConfirmProvider>{children}</ConfirmProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

export function renderWithProviders(ui: ReactElement, { me }: { me?: Me | null } = {}) {
  const client = testQueryClient(me);
  return { client, ...render(<Providers client={client}>{ui}</Providers>) };
}

/** The real routes table in a memory router, logged in as `me`. */
export function renderApp(path: string, me: Me | null) {
  const client = testQueryClient(me);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  return {
    client,
    router,
    ...render(
      <Providers client={client}>
        <RouterProvider router={router} />
      </Providers>,
    ),
  };
}
