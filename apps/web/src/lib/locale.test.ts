import { describe, expect, it } from 'vitest';
import { languageOfPath, localisePath, stripLanguage } from './locale.ts';

describe('language in the URL', () => {
  it('reads the language from the path', () => {
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/de')).toBe('de');
    expect(languageOfPath('/de/users')).toBe('de');
    expect(languageOfPath('/delivery_types')).toBe('en');
    expect(languageOfPath('/delivery-zones')).toBe('en');
  });

  it('adds and removes the /de prefix, keeping the rest of the path', () => {
    expect(localisePath('/users', 'de')).toBe('/de/users');
    expect(localisePath('/', 'de')).toBe('/de');
    expect(localisePath('/de/users', 'en')).toBe('/users');
    expect(localisePath('/de', 'en')).toBe('/');
    expect(localisePath('/de/users', 'de')).toBe('/de/users');
    expect(stripLanguage('/de/customers/overview/2026/3')).toBe('/customers/overview/2026/3');
  });
});
