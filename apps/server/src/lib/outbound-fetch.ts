export interface OutboundRequest {
  url: string;
  init: RequestInit;
  /** How long the service may take before the call counts as failed. */
  timeoutMs: number;
  /** The fetch to use (tests pass a stub); the global one unless given. */
  fetch?: typeof fetch | undefined;
}

/**
 * A call to an outside service that gives up after `timeoutMs` and never follows a redirect. When no answer
 * comes, `failure` turns the reason ('no answer in N ms' or 'no connection') into the caller's own error.
 */
export async function fetchOutbound(
  request: OutboundRequest,
  failure: (reason: string, cause: unknown) => Error,
): Promise<Response> {
  try {
    return await (request.fetch ?? fetch)(request.url, {
      ...request.init,
      signal: AbortSignal.timeout(request.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer in ${request.timeoutMs} ms`
        : 'no connection';
    throw failure(reason, error);
  }
}
