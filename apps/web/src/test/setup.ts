import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n, initI18n } from '../lib/i18n.ts';
import { localeFiles } from '../lib/locale-files.ts';

/** Every namespace there is (the file names under locales/en). */
const namespaces = Object.keys(localeFiles)
  .map((path) => /\/locales\/en\/([\w-]+)\.json$/.exec(path)?.[1])
  .filter((name): name is string => name !== undefined);

// A console error fails a web test. A test that expects one replaces the spy's implementation.
let consoleErrors: string[] = [];

beforeEach(async () => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(describe).join(' '));
  });
  // Components are tested with every text of both languages at hand; the app loads a namespace of the one
  // language it shows when a screen needs it (lib/i18n.ts).
  await initI18n('en', namespaces);
  await i18n.loadLanguages('de');
});

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message;
  return typeof value === 'string' ? value : String(value);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0)
    throw new Error(`console.error was called during the test:\n${errors.join('\n---\n')}`);
});
