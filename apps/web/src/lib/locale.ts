/** Language lives in the URL: English at the root, German under /de. */
export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];

const cookieName = 'locale';
const cookieMaxAge = 365 * 24 * 60 * 60;

export function languageOfPath(pathname: string): Language {
  return pathname === '/de' || pathname.startsWith('/de/') ? 'de' : 'en';
}

/** The path without its language prefix: '/de/users' → '/users', '/de' → '/'. */
export function stripLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/** An app path ('/users') in the given language ('/de/users'). */
export function localisePath(path: string, language: Language): string {
  const bare = stripLanguage(path);
  if (language === 'en') return bare;
  return bare === '/' ? '/de' : `/de${bare}`;
}

export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'de' : 'en';
}

/** Remembers the chosen language for 365 days; the URL still wins when both disagree. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${cookieName}=${language}; Max-Age=${cookieMaxAge}; Path=/; SameSite=Lax`;
}

/** The drivers' app of a run: /consignments/{team}/{date}/{identifier}/app (also under /de). */
export function isDriverAppPath(pathname: string): boolean {
  return /^\/consignments\/[^/]+\/[^/]+\/[^/]+\/app\/?$/.test(stripLanguage(pathname));
}

/** i18n's language as one of ours (anything else is English). */
export function languageOf(language: string | undefined): Language {
  return language === 'de' ? 'de' : 'en';
}
