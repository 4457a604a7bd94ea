import { lazy, Suspense, useEffect, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { CustomerPickerContext, type CustomerPickerProps } from '../components/customer-picker-context.ts';
import { OrderMoneyContext } from '../components/order-money-slot.tsx';
import { setSessionEndedHandler } from '../lib/api-client.ts';
import { i18n } from '../lib/i18n.ts';
import { notify, useNotices } from '../lib/notifications.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { endSession, useSession } from '../lib/session.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { renderOrderMoney } from './order-money.tsx';
import { SessionGate } from './session-gate.tsx';

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

// Snackbars and the update prompt (MUI) load once someone is logged in or there is something to say (the
// login's 'Your session has expired!'), not with the login screen.
const Overlays = lazy(() => import('./overlays.tsx'));
function LazyOverlays() {
  const signedIn = Boolean(useSession().data);
  const noticed = useNotices().length > 0;
  return signedIn || noticed ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
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
        {/* Features do not import each other: orders and the week pick customers, the order dialog shows money. */}
        <CustomerPickerContext.Provider value={renderCustomerPicker}>
          <OrderMoneyContext.Provider value={renderOrderMoney}>
            <AppErrorBoundary>
              <SessionGate />
            </AppErrorBoundary>
          </OrderMoneyContext.Provider>
        </CustomerPickerContext.Provider>
        <LazyOverlays />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
