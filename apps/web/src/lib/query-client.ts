import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import { notify } from './notifications.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `inlineErrors`: the screen shows the error itself (a form dialog), so no snackbar. */
    mutationMeta: { inlineErrors?: boolean };
    queryMeta: { inlineErrors?: boolean };
  }
}

function report(error: unknown, inline: boolean | undefined): void {
  // Session-ending errors were already announced by the API client.
  if (inline || (isApiError(error) && error.endsSession)) return;
  notify(error instanceof Error ? error.message : String(error), 'error', 'api');
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta?.inlineErrors) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => report(error, mutation.meta?.inlineErrors),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // An answer from the server is final; only a call that got no answer is worth one more try.
        retry: (failures, error) => failures < 1 && isApiError(error) && error.status === 0,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
