import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Compresses the API's answers (JSON, CSV, HTML of printable pages) for clients that accept it: The Week at
 * 10,000 customers is ~5 MB of JSON and ~0.3 MB compressed (issue 22). Brotli at quality 4 (fast enough to run
 * on every answer; its default, 11, is meant for files compressed once) or gzip at level 6; answers under 1 kB
 * go as they are. The server-sent events stream is never compressed: it hijacks its reply and writes the socket
 * itself (plugins/events.ts), so no compression hook sees it. The web app's files are compressed at build time
 * (plugins/web-app.ts) and this plugin is registered on the API's scope only.
 */
export async function registerCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
