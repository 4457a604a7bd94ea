import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * For tests: a loopback stand-in for an S3-compatible service with path-style PUT and GET, answering a
 * missing key with NoSuchKey as S3 documents it. No test reaches the internet.
 */
export async function startS3Stub() {
  const objects = new Map<string, { body: Buffer; type: string | undefined; cache: string | undefined }>();
  const seen: { method: string; url: string; authorization: string | undefined }[] = [];
  const bodyOf = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer(async (request, response) => {
    const url = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
    seen.push({ method: request.method ?? '', url, authorization: request.headers.authorization });
    if (request.method === 'PUT') {
      objects.set(url, {
        body: await bodyOf(request),
        type: request.headers['content-type'],
        cache: request.headers['cache-control'],
      });
      response.writeHead(200, { ETag: '"etag"' }).end();
      return;
    }
    const object = objects.get(url);
    if (request.method === 'GET' && object) {
      response.writeHead(200, { 'Content-Type': object.type ?? 'application/octet-stream' }).end(object.body);
      return;
    }
    response
      .writeHead(404, { 'Content-Type': 'application/xml' })
      .end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code>' +
          '<Message>The specified key does not exist.</Message></Error>',
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Objects by path: /{bucket}/{key}. */
    objects,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
