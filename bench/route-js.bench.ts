/**
 * The JavaScript a browser downloads to show a route, from a production build of the web app (Vite's
 * manifest): the entry chunk and every chunk it imports statically, plus every module the route waits for
 * before its screen shows (ADR 073: the app the entry picks, the router and layout, the screen, the locale
 * namespaces), each with its static imports. Sizes are raw, gzip (level 9) and brotli (quality 11) in bytes;
 * each chunk is counted once. What a route loads after its screen shows is listed apart (`after_screen`).
 * Goals (not asserted): the drivers' app route ≤ 120 kB gzip (issue 17); the login route ≤ 160 kB gzip
 * (issue 22).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const web = new URL('../apps/web/', import.meta.url).pathname;
const vite = new URL('../node_modules/.bin/vite', import.meta.url).pathname;

const locales = (...namespaces: string[]) => namespaces.map((ns) => `src/locales/en/${ns}.json`);
/** The admin app's first texts (lib/i18n.ts startNamespaces). */
const adminStart = ['src/app/admin-entry.tsx', ...locales('common', 'app', 'messages', 'auth')];

/**
 * The routes measured: the modules each waits for (as the manifest names them; `chunk:x` is the chunk group x
 * of vite.config.ts), and what follows its screen.
 */
const routes: { route: string; waits: string[]; after?: string[] }[] = [
  { route: '/ (login, logged out)', waits: adminStart },
  {
    route: '/consignments/{team}/{date}/{period}/app',
    waits: ['src/app/driver-entry.tsx', ...locales('driver-app', 'routes')],
    // The API's messages (lib/i18n.ts loadMessages) follow the first screen.
    after: [...locales('messages'), 'chunk:messages'],
  },
  {
    route: '/ (Home, logged in)',
    waits: [
      ...adminStart,
      'src/app/signed-in-app.tsx',
      'src/app/layouts/default-layout.tsx',
      'src/app/pages/home-page.tsx',
      ...locales('routes', 'nav'),
    ],
  },
  {
    route: '/consignments/{team}/{date}/{period}',
    waits: [
      ...adminStart,
      'src/app/signed-in-app.tsx',
      'src/app/layouts/default-layout.tsx',
      'src/features/dispatch/pages/dispatch-page.tsx',
      ...locales('routes', 'nav', 'dispatch'),
    ],
  },
];

/** The chunk and every chunk it imports statically (what the browser must load before it runs). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(manifest, next, seen);
  return seen;
}

function sizes(dist: string, manifest: Manifest, keys: Set<string>) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  const chunks: { file: string; gzip: number }[] = [];
  for (const key of keys) {
    const code = readFileSync(path.join(dist, manifest[key]!.file));
    const zipped = gzipSync(code, { level: 9 }).length;
    raw += code.length;
    gzip += zipped;
    brotli += brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    chunks.push({ file: manifest[key]!.file, gzip: zipped });
  }
  chunks.sort((a, b) => b.gzip - a.gzip);
  return { raw_bytes: raw, gzip_bytes: gzip, brotli_bytes: brotli, chunks: chunks.slice(0, 8) };
}

export async function run() {
  const dist = mkdtempSync(path.join(tmpdir(), 'brigade-route-js-'));
  try {
    execFileSync(
      vite,
      ['build', '--outDir', dist, '--emptyOutDir', '--manifest', 'manifest.json', '--logLevel', 'warn'],
      { cwd: web, stdio: 'inherit' },
    );
    const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as Manifest;
    const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
    if (!entry) throw new Error('no entry chunk in the manifest');
    const keyOf = (module: string) =>
      module.startsWith('chunk:')
        ? Object.keys(manifest).find((key) => key.startsWith(`_${module.slice('chunk:'.length)}-`))
        : module in manifest
          ? module
          : undefined;
    const withClosures = (keys: Set<string>, modules: string[]) => {
      for (const module of modules) {
        const key = keyOf(module);
        if (!key) throw new Error(`${module} is not a chunk of the build`);
        closure(manifest, key, keys);
      }
      return keys;
    };
    const results = routes.map(({ route, waits, after = [] }) => {
      const keys = withClosures(closure(manifest, entry), waits);
      const later = [...withClosures(new Set(), after)].filter((key) => !keys.has(key));
      const { chunks, ...total } = sizes(dist, manifest, keys);
      return {
        route,
        chunks_loaded: keys.size,
        ...total,
        chunks,
        ...(later.length > 0 ? { after_screen: sizes(dist, manifest, new Set(later)) } : {}),
      };
    });
    return {
      name: 'route-js',
      description:
        'JavaScript a route loads before its screen shows (entry, the app it picks, router, layout, screen and locale chunks, each with its static imports), production build',
      results,
    };
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}
