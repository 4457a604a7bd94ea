import type { PublicLanguage } from '../public-i18n.ts';

const locales: Record<PublicLanguage, string> = { en: 'en-GB', de: 'de-CH', es: 'es-ES' };

/** A YYYY-MM-DD date written out in the page's language ('Monday, 2 December 2030'); UTC so it never shifts. */
export function formatServedDay(date: string, language: PublicLanguage): string {
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
