import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { gracefulShutdown } from './shutdown.ts';

/** A GET on a live server without a pooled agent: status, body and when it ended. */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** Opens the SSE stream; resolves `opened` at its first event and `ended` when the server ends it. */
function openStream(url: string) {
  let markOpen: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (markOpen = resolve));
  const ended = new Promise<string>((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
        let raw = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          raw += chunk;
          if (raw.includes('\n\n')) markOpen();
        });
        response.on('end', () => resolve(raw));
      })
      .on('error', reject);
  });
  return { opened, ended };
}

describe('graceful shutdown (SIGTERM, SIGINT)', () => {
  // Building the app and stopping its job workers take most of the time on 2 busy cores.
  it(
    'finishes the request in flight, ends the SSE streams, refuses new connections and exits 0',
    { timeout: 60_000 },
    async () => {
      const t = await buildTestApp({
        template: 'empty',
        extraRoutes: (app) => {
          app.get('/test/slow', { config: { access: 'public' } }, async () => {
            await new Promise((resolve) => setTimeout(resolve, 800));
            return { finished: true };
          });
        },
      });
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const stream = openStream(`${base}/api/v1/system/events`);
      await stream.opened;
      expect(t.app.events.size).toBe(1);

      const slow = get(`${base}/test/slow`);
      await new Promise((resolve) => setTimeout(resolve, 100)); // the slow request is in flight
      const exits: number[] = [];
      const stop = gracefulShutdown(t.app, { exit: (code) => exits.push(code) });
      const stopping = stop('SIGTERM');
      expect(stop('SIGINT')).toBe(stopping); // a second signal joins the same shutdown

      const raw = await stream.ended;
      expect(raw).toContain('event: version');
      expect(await slow).toEqual({ status: 200, body: JSON.stringify({ finished: true }) });
      await stopping;
      expect(exits).toEqual([0]);
      expect(t.app.events.size).toBe(0);
      await expect(get(`${base}/api/v1/health`)).rejects.toThrow(/ECONNREFUSED/);
    },
  );

  it('exits 1 when the shutdown takes longer than its limit', { timeout: 60_000 }, async () => {
    const t = await buildTestApp({
      template: 'empty',
      extraRoutes: (app) => {
        app.addHook('preClose', async () => new Promise((resolve) => setTimeout(resolve, 600)));
      },
    });
    const exits: number[] = [];
    await gracefulShutdown(t.app, { timeoutMs: 100, exit: (code) => exits.push(code) })('SIGTERM');
    expect(exits[0]).toBe(1);
  });
});
