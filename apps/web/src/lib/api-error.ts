/** A failed API call, with its message already in the user's language. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** 400: the server's message per field (catalogue texts, untranslated). */
    readonly details: Record<string, string> | undefined = undefined,
    /** 401/403/503 end the session; the user has already been told. */
    readonly endsSession = false,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
