import type { MessageKey } from './catalogue.ts';
import { adminCallActions } from './call-actions-admin.ts';
import { kitchenCallActions } from './call-actions-kitchen.ts';
import { operationsCallActions } from './call-actions-operations.ts';

/**
 * Every API call and what it was doing, for the wrapped failure 'Unable to <action>. <reason>' (spec §8,
 * ADR 076): method and route pattern as the server declares them, without /api/v1 (`:name` is one segment,
 * `*` the rest), and the catalogue key of the action. A test of the server checks that every route is here or in
 * callsWithoutAction, and nothing else.
 * @public
 */
export const callActions: Readonly<Record<string, MessageKey>> = {
  ...adminCallActions,
  ...kitchenCallActions,
  ...operationsCallActions,
};

/**
 * The routes deliberately without an action, and why: their failures show the reason alone.
 * @public
 */
export const callsWithoutAction: Readonly<Record<string, string>> = {
  'GET /health': "the hosting's readiness probe; the web never calls it",
  'GET /health/ready': "the load balancer's readiness probe; the web never calls it",
  'GET /system/events': 'a server-sent event stream (EventSource), not a call with a failure message',
  'POST /auth/login': "the login shows the server's answer itself ('Unauthorised', spec §8 Login)",
  'POST /shop/webhooks/orders': 'called by the shop platform, never by the web',
  'POST /payments/webhook': 'called by the payment provider, never by the web',
};

/** The call a request matched: its action message and the route's parameters (filled into the message). */
export interface CallMatch {
  key: MessageKey;
  params: Record<string, string>;
}

interface CompiledCall {
  segments: string[];
  /** Per segment 0 (static), 1 (`:param`) or 2 (`*`): static segments win, as in the server's router. */
  rank: string;
  key: MessageKey;
}

function segmentsOf(path: string): string[] {
  return path
    .split(/[?#]/, 1)[0]!
    .split('/')
    .filter((s) => s !== '');
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.entries()) {
    if (segment === '*') return params;
    const part = parts[index];
    if (part === undefined) return undefined;
    if (segment.startsWith(':')) params[segment.slice(1)] = decoded(part);
    else if (segment !== part) return undefined;
  }
  return pattern.length === parts.length ? params : undefined;
}

/**
 * Compiles the table once and answers which call a request is: by method and path (a query string is ignored);
 * undefined for a path the table does not know.
 */
export function callActionMatcher(
  table: Readonly<Record<string, MessageKey>> = callActions,
): (method: string, path: string) => CallMatch | undefined {
  const byMethod = new Map<string, CompiledCall[]>();
  for (const [call, key] of Object.entries(table)) {
    const [method = '', pattern = ''] = call.split(' ');
    const segments = segmentsOf(pattern);
    const rank = segments.map((s) => (s === '*' ? '2' : s.startsWith(':') ? '1' : '0')).join('');
    byMethod.set(method, [...(byMethod.get(method) ?? []), { segments, rank, key }]);
  }
  for (const calls of byMethod.values()) calls.sort((a, b) => a.rank.localeCompare(b.rank));
  return (method, path) => {
    const parts = segmentsOf(path);
    for (const call of byMethod.get(method.toUpperCase()) ?? []) {
      const params = matchSegments(call.segments, parts);
      if (params) return { key: call.key, params };
    }
    return undefined;
  };
}
