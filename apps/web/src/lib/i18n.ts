import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messageKeyOf } from '@brigade/domain/messages/catalogue';
import type { Language } from './locale.ts';

type Resources = Record<Language, Record<string, Record<string, unknown>>>;

// Every namespace of both languages is bundled: the texts are small and the login screen needs them at once.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

export const resources: Resources = { en: {}, de: {} };
for (const [path, module] of Object.entries(files)) {
  const match = /\/locales\/(en|de)\/([\w-]+)\.json$/.exec(path);
  if (match) resources[match[1] as Language][match[2] as string] = module.default;
}

export const namespaces = Object.keys(resources.en);

export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

export async function initI18n(language: Language): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.init({
      resources,
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['en', 'de'],
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  } else if (i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
}

/** A message of the domain catalogue in the current language; any other text is returned as it is. */
export function translateMessage(text: string): string {
  const key = messageKeyOf(text);
  return key ? i18n.t(`messages:${key}`) : text;
}
