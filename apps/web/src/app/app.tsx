import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { CustomerPickerContext, type CustomerPickerProps } from '../components/customer-picker.tsx';
import { OrderMoneyContext } from '../components/order-money-slot.tsx';
import { SnackbarHost } from '../components/snackbar-host.tsx';
import { UpdatePrompt } from '../components/update-prompt.tsx';
import { setSessionEndedHandler } from '../lib/api-client.ts';
import { i18n } from '../lib/i18n.ts';
import { notify } from '../lib/notifications.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { endSession } from '../lib/session.ts';
import { renderOrderMoney } from './order-money.tsx';
import { AppErrorBoundary } from './pages/error-screen.tsx';
import { SessionGate } from './session-gate.tsx';
import { createAppTheme } from './theme.ts';

// The customer picker (Autocomplete, Popper, the customers' schemas) loads when a screen first shows it, not
// with the login (ADR 073).
const CustomerAutocomplete = lazy(async () => ({
  default: (await import('../features/customers/components/customer-autocomplete.tsx')).CustomerAutocomplete,
}));
const renderCustomerPicker = (props: CustomerPickerProps) => (
  <Suspense fallback={null}>
    <CustomerAutocomplete {...props} />
  </Suspense>
);

function Themed({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const language = instance.language === 'de' ? 'de' : 'en';
  const theme = useMemo(() => createAppTheme(language), [language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/** The admin app; `client` may already be asking who is logged in (admin-entry starts it with the texts). */
export function App({ client }: { client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  useEffect(() => {
    // 401/403 (session gone) and 503 (maintenance) tell the user and log them out.
    setSessionEndedHandler((message) => {
      notify(message, 'error', 'api');
      endSession(queryClient);
    });
  }, [queryClient]);

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Themed>
          {/* Features do not import each other: orders and the week pick customers, the order dialog shows money. */}
          <CustomerPickerContext.Provider value={renderCustomerPicker}>
            <OrderMoneyContext.Provider value={renderOrderMoney}>
              <AppErrorBoundary>
                <SessionGate />
              </AppErrorBoundary>
            </OrderMoneyContext.Provider>
          </CustomerPickerContext.Provider>
          <SnackbarHost />
          <UpdatePrompt />
        </Themed>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
