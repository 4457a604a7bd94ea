import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(__dirname, '..');
const domain = path.resolve(__dirname, '../../../../packages/domain/src');

/**
 * The packages a module needs before it runs: its static imports (not `import type`, not `import()`), and those of
 * every module of ours it imports, followed through the web app and the domain package.
 */
function staticPackages(entry: string): { packages: Set<string>; modules: Set<string> } {
  const packages = new Set<string>();
  const modules = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(
      /^import\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
    )) {
      if (!specifier) continue;
      if (specifier.startsWith('.')) visit(resolveFile(path.resolve(path.dirname(file), specifier)));
      else if (specifier.startsWith('@brigade/domain/'))
        visit(resolveFile(path.join(domain, specifier.slice('@brigade/domain/'.length))));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { packages, modules };
}

function resolveFile(file: string): string {
  for (const candidate of [file, `${file}.ts`, `${file}.tsx`]) if (existsSync(candidate)) return candidate;
  throw new Error(`cannot resolve ${file}`);
}

// Issue 22 / ADR 073: the login is the first screen on a phone; the admin app's entry and everything the login
// screen needs before it shows load no MUI, no zod and no form library (they come with the screens after it).
describe('the first load', () => {
  it('the admin entry, up to the login screen, imports no MUI, zod or form library', () => {
    const { packages, modules } = staticPackages(path.join(src, 'app/admin-entry.tsx'));
    expect(modules).toContain(path.join(src, 'features/auth/pages/login-page.tsx'));
    const heavy = [...packages].filter((p) =>
      /^(@mui\/|@emotion\/|zod$|zod\/|react-hook-form|@hookform\/)/.test(p),
    );
    expect(heavy).toEqual([]);
  });
});
