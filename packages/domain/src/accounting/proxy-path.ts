/** The accounting API's versions the proxy may reach (spec §7: GET and POST proxy/{path}). */
export const ACCOUNTING_API_VERSIONS = ['2.0', '3.0', '4.0'] as const;

const SEGMENT = /^[A-Za-z0-9_.-]+$/;
const MAX_LENGTH = 300;

/**
 * The path the proxy forwards to the accounting API ('/2.0/contact/12'), or null when it is refused: it must
 * start with one of the API's versions and name something below it, in plain segments (letters, digits, `_`,
 * `.`, `-`; never `.` or `..`), so a caller can never leave the API or reach another host.
 */
export function accountingProxyPath(path: string): string | null {
  if (path.length > MAX_LENGTH) return null;
  const segments = path.replace(/^\/+/, '').split('/');
  if (segments.at(-1) === '') segments.pop(); // a trailing slash
  const [version, ...rest] = segments;
  if (!ACCOUNTING_API_VERSIONS.some((v) => v === version) || rest.length === 0) return null;
  const plain = rest.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..');
  return plain ? `/${segments.join('/')}` : null;
}
