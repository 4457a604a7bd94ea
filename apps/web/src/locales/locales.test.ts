import { describe, expect, it } from 'vitest';
import { messages } from '@brigade/domain/messages/catalogue';

// The texts as files: the app loads them one namespace at a time (lib/i18n.ts), the test reads them all.
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });
const resources: Record<'en' | 'de', Record<string, Record<string, unknown>>> = { en: {}, de: {} };
for (const [path, texts] of Object.entries(files)) {
  const [, language, namespace] = /^\.\/(en|de)\/([\w-]+)\.json$/.exec(path) ?? [];
  if (language && namespace) resources[language as 'en' | 'de'][namespace] = texts;
}

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  const namespaces = [...new Set([...Object.keys(resources.en), ...Object.keys(resources.de)])].sort();

  it('has the same namespaces in English and German', () => {
    expect(Object.keys(resources.de).sort()).toEqual(Object.keys(resources.en).sort());
    expect(namespaces).toEqual(
      expect.arrayContaining(['common', 'messages', 'routes', 'nav', 'app', 'auth', 'users', 'allergens']),
    );
  });

  it.each(namespaces)('namespace %s has every key in both languages', (namespace) => {
    const en = leafKeys(resources.en[namespace]).sort();
    const de = leafKeys(resources.de[namespace]).sort();
    expect(
      de.filter((key) => !en.includes(key)),
      'keys only in German',
    ).toEqual([]);
    expect(
      en.filter((key) => !de.includes(key)),
      'keys only in English',
    ).toEqual([]);
  });

  it.each(['en', 'de'] as const)('has no empty texts in %s', (language) => {
    const empty = Object.entries(resources[language]).flatMap(([namespace, tree]) =>
      leaves(tree)
        .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
        .map(([key]) => `${namespace}:${key}`),
    );
    expect(empty).toEqual([]);
  });

  it('translates every message of the domain catalogue, English word for word', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect(resources.en.messages?.[key], `en messages:${key}`).toBe(text);
      expect(typeof resources.de.messages?.[key], `de messages:${key}`).toBe('string');
    }
    expect(Object.keys(resources.en.messages ?? {}).sort()).toEqual(Object.keys(messages).sort());
  });

  it('gives catalogue messages with the same English text the same German text', () => {
    // The web finds a server message's key by its English text (ADR 017): any of those keys may be used.
    const germanByText = new Map<string, Map<string, unknown>>();
    for (const [key, text] of Object.entries(messages)) {
      const german = germanByText.get(text) ?? new Map<string, unknown>();
      german.set(key, resources.de.messages?.[key]);
      germanByText.set(text, german);
    }
    const differing = [...germanByText]
      .filter(([, german]) => new Set(german.values()).size > 1)
      .map(([text, german]) => ({ text, german: Object.fromEntries(german) }));
    expect(differing).toEqual([]);
  });
});
