// Writes .br and .gz siblings of every compressible file in dist, so the server can send them
// pre-compressed (@fastify/static preCompressed). Node's zlib only: no dependencies.
import { readdir, readFile, writeFile, stat } from 'node:fs/promises';
import { join, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const compressible = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.webmanifest',
  '.txt',
  '.map',
  '.xml',
]);
const minBytes = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for await (const path of files(dist)) {
  if (!compressible.has(extname(path))) continue;
  if ((await stat(path)).size < minBytes) continue;
  const data = await readFile(path);
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  const gz = gzipSync(data, { level: 9 });
  await writeFile(`${path}.br`, br);
  await writeFile(`${path}.gz`, gz);
  count += 1;
}
console.log(`compress: wrote .br and .gz for ${count} files in dist`);
