import type { Language } from './locale.ts';

/** Each language's namespaces as chunks of their own (locales/{lang}/{ns}.json), loaded when asked (ADR 073). */
export const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  import: 'default',
});

/**
 * What the admin app needs before its first screen: buttons, errors, the API's messages, and the login's texts
 * (whether the login shows is known only when the session check answers).
 */
export const adminTexts = ['common', 'app', 'messages', 'auth'];
/** The drivers' app's texts, and its title's (routes). */
export const driverTexts = ['driver-app', 'routes'];

/** Starts loading texts before i18n itself has loaded (the entry does, while it loads the app it picks). */
export function preloadTexts(language: Language, namespaces: readonly string[]): void {
  for (const namespace of namespaces) void localeFiles[`../locales/${language}/${namespace}.json`]?.();
}
