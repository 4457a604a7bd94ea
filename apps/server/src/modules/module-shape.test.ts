import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// ADR 015: every module has the same files; these two have no routes or no tables of their own yet.
const kinds = ['module.ts', 'routes.ts', 'service.ts', 'repository.ts', 'mapping.ts'] as const;
const absent: Record<string, readonly (typeof kinds)[number][]> = {
  audit: ['mapping.ts'],
  'recipe-data': ['repository.ts', 'mapping.ts'],
  // Gathers the scripts of the modules that own what they fix (ADR 060); it has no table of its own.
  maintenance: ['repository.ts'],
  // The files live at the file-storage service (ADR 062), the contracts at the subscription service (ADR 061).
  files: ['repository.ts'],
  subscriptions: ['repository.ts'],
  // The orders live at the external logistics service (ADR 066).
  'courier-orders': ['repository.ts'],
  // The margins read the week, kitchen and shopping-list modules' services; they keep nothing of their own.
  margins: ['repository.ts'],
  // Staff has a service per task (employees, hours, upload, labour) instead of one service.ts (issue 20).
  staff: ['service.ts'],
  // The delivery figures are shaped in the service: the rows are already the answer's (issue 20).
  'delivery-analytics': ['mapping.ts'],
};

const root = new URL('.', import.meta.url).pathname;
const modules = readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory());

describe('module shape', () => {
  it.each(modules)('%s has module, routes, service, repository and mapping files', (name) => {
    const missing = kinds.filter((file) => !existsSync(join(root, name, file)));
    expect(missing).toEqual(absent[name] ?? []);
  });

  it('every module has a test', () => {
    const untested = modules.filter(
      (name) => name !== 'audit' && !readdirSync(join(root, name)).some((file) => file.endsWith('.test.ts')),
    );
    expect(untested).toEqual([]);
  });
});
