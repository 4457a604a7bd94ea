import { createInstance, type i18n as I18n } from 'i18next';
import de from '../../locales/de/nutrition.json';
import en from '../../locales/en/nutrition.json';
import es from './locales/es.json';

/** The public analysis page's languages: the app's two and Spanish (spec §1: an English/Spanish toggle). */
export const PUBLIC_LANGUAGES = ['en', 'de', 'es'] as const;
export type PublicLanguage = (typeof PUBLIC_LANGUAGES)[number];

const instances = new Map<PublicLanguage, I18n>();

/**
 * A small i18next instance of the nutrition texts in one language, for that page alone: the admin app's
 * instance knows only English and German, and the page must not pull the admin texts in (ADR 075).
 */
export function publicI18n(language: PublicLanguage): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    // No initReactI18next: that would make this the app's default instance; the page's provider hands it down.
    void instance.init({
      resources: { en: { nutrition: en }, de: { nutrition: de }, es: { nutrition: es } },
      lng: language,
      fallbackLng: 'en',
      ns: ['nutrition'],
      defaultNS: 'nutrition',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    instances.set(language, instance);
  }
  return instance;
}
