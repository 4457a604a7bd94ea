import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './locale.ts';
import { adminTexts, localeFiles } from './locale-files.ts';

// Each language's namespace is its own small chunk, loaded when a screen asks for it (ADR 073): the login
// screen loads its few texts in one language, not every screen's texts in both.
const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = localeFiles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no locale file ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

export const i18n = i18next.createInstance();
i18n.use(localeBackend).use(initReactI18next);

/**
 * Starts i18n in the URL's language with the namespaces every screen needs (tests pass all of them); a screen's
 * own namespace loads when its useTranslation asks, and the screen waits in Suspense meanwhile (no keys shown).
 */
export async function initI18n(language: Language, preload: readonly string[] = adminTexts): Promise<void> {
  const catalogue = preload.includes('messages') ? loadCatalogue() : undefined;
  if (!i18n.isInitialized) {
    await i18n.init({
      lng: language,
      // Only the active language is loaded: both languages have every key (locales.test.ts).
      fallbackLng: false,
      load: 'currentOnly',
      supportedLngs: ['en', 'de'],
      ns: [...preload],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  } else if (i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
  await catalogue;
}

type KeyOf = (text: string) => string | undefined;
let messageKeyOf: KeyOf | undefined;
let catalogueLoading: Promise<void> | undefined;

function loadCatalogue(): Promise<void> {
  catalogueLoading ??= import('@brigade/domain/messages/catalogue').then(
    (catalogue) => {
      messageKeyOf = catalogue.messageKeyOf;
    },
    (error: unknown) => {
      catalogueLoading = undefined;
      throw error;
    },
  );
  return catalogueLoading;
}

/**
 * The API's messages: the domain catalogue (English text → key, ADR 017) and their texts in the current
 * language. The admin app has them before its first screen; the drivers' app loads them after its first.
 */
export async function loadMessages(): Promise<void> {
  await Promise.all([loadCatalogue(), i18n.loadNamespaces('messages')]);
}

/**
 * A message of the domain catalogue in the current language; any other text is returned as it is (also while
 * the catalogue is not loaded: loadMessages).
 */
export function translateMessage(text: string): string {
  const key = messageKeyOf?.(text);
  return key ? i18n.t(`messages:${key}`) : text;
}

/** Whether a text is one of the catalogue's messages (in English, as the server sends it). */
export function isCatalogueMessage(text: string): boolean {
  return messageKeyOf?.(text) !== undefined;
}

/**
 * A catalogue message by its key, in the current language ('messages:unknown' until the texts are loaded), with
 * its {{placeholders}} filled in from `values`.
 */
export function messageText(key: string, values?: Record<string, string>): string {
  return values ? i18n.t(`messages:${key}`, values) : i18n.t(`messages:${key}`);
}

/** Whether the catalogue has this key (a warning header names one). */
export function isMessageKey(key: string): boolean {
  return i18n.exists(`messages:${key}`);
}
