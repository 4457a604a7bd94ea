/**
 * The JavaScript a browser downloads to show a route, from a production build of the web app (Vite's
 * manifest): the entry chunk and every chunk it imports statically, plus — for a lazy screen — the screen's
 * chunk and its static imports. Sizes are raw, gzip (level 9) and brotli (quality 11) in bytes; each chunk is
 * counted once. Goals (not asserted): the drivers' app route ≤ 120 kB gzip (issue 17); the login route
 * ≤ 160 kB gzip (issue 22).
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

/** The routes measured: the screen's module as routes.tsx imports it (none: the entry alone). */
const routes: { route: string; screen: string | null }[] = [
  { route: '/ (login, logged out)', screen: null },
  {
    route: '/consignments/{team}/{date}/{period}/app',
    screen: 'src/features/driver-app/pages/driver-app-page.tsx',
  },
  { route: '/consignments/{team}/{date}/{period}', screen: 'src/features/dispatch/pages/dispatch-page.tsx' },
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
    const results = routes.map(({ route, screen }) => {
      const keys = closure(manifest, entry);
      if (screen) {
        if (!manifest[screen]) throw new Error(`${screen} is not a chunk of the build`);
        closure(manifest, screen, keys);
      }
      return { route, chunks_loaded: keys.size, ...sizes(dist, manifest, keys) };
    });
    return {
      name: 'route-js',
      description:
        "JavaScript a route loads (entry + static imports + the lazy screen's chunk and its static imports), production build",
      results,
    };
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}
