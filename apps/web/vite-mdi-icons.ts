import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const mdiImport = /import\s*\{([^}]*)\}\s*from\s*['"]@mdi\/js['"];?/g;

/**
 * Each @mdi/js icon inlined where it is used (ADR 073). @mdi/js is one module of 7,000 paths: the build kept the
 * icons the app uses, but all of them in one shared chunk, so every screen (the login, the drivers' app) loaded
 * every other screen's icons (~10 kB gzip). `import { mdiX } from '@mdi/js'` becomes `const mdiX = '<path>'`;
 * the source and its types are unchanged.
 */
export function mdiIconsInline(): Plugin {
  const icons = createRequire(import.meta.url)('@mdi/js') as Record<string, string>;
  const pathOf = (name: string): string => {
    const path = icons[name];
    if (path === undefined) throw new Error(`@mdi/js has no icon ${name}`);
    return path;
  };
  return {
    name: 'brigade-mdi-icons-inline',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('@mdi/js')) return null;
      const rewritten = code.replace(mdiImport, (_match, names: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            const [imported = '', local = imported] = name.split(/\s+as\s+/);
            return `const ${local} = ${JSON.stringify(pathOf(imported))};`;
          })
          .join(' '),
      );
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
