import { useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';

/** The message of a failed save, shown in the dialog (the API client has already translated it). */
export function useSaveError() {
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    clear: () => setError(null),
    fail: (e: unknown) => setError(isApiError(e) ? e.message : String(e)),
  };
}
