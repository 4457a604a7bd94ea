import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { notify, type Database } from '../db/client.ts';
import { createServerEventLog, type NumberedEvent } from '../lib/server-event-log.ts';

/** One server-sent event: `event: <name>` and `data: <JSON>`. */
export interface ServerEvent {
  event: string;
  data: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventHub;
  }
}

const CHANNEL = 'brigade_events';
// NOTIFY payloads end at 8,000 bytes: a bigger event travels as its id and every instance reads it.
const NOTIFY_MAX = 7_000;

export interface EventHub {
  /** Numbers the event and delivers it to the SSE clients of every instance (through NOTIFY on PostgreSQL). */
  publish(event: ServerEvent): Promise<void>;
  /**
   * Turns the reply into an SSE stream that starts with `initial`, then what was published after `lastEventId` (a
   * reconnecting browser sends it as Last-Event-ID), then every published event.
   */
  stream(reply: FastifyReply, initial: ServerEvent[], lastEventId?: number): Promise<void>;
  /** Open streams, for tests and the shutdown log. */
  readonly size: number;
}

const format = (e: ServerEvent | NumberedEvent) =>
  `${'id' in e ? `id: ${e.id}\n` : ''}event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;

/** A stream's events wait here while what it missed is written, so nothing comes twice or out of turn. */
interface Stream {
  reply: FastifyReply;
  waiting: NumberedEvent[] | null;
}

/**
 * Server-sent events across instances (ADR 007, ADR 083): every event is numbered in the database, so a browser that
 * reconnects with Last-Event-ID and an instance whose LISTEN connection was down both get what they missed.
 */
export const eventsPlugin = fp(
  async (app: FastifyInstance, options: { database: Database; keepAliveMs?: number }) => {
    const streams = new Set<Stream>();
    const keepAliveMs = options.keepAliveMs ?? 25_000;
    const log = createServerEventLog(options.database.db);
    // The newest ids delivered here: a catch-up after a reconnect skips what already came.
    const delivered = new Set<number>();
    let lastId = 0;

    const deliver = (event: NumberedEvent) => {
      if (delivered.has(event.id)) return;
      delivered.add(event.id);
      if (delivered.size > 1_000) delivered.delete(delivered.values().next().value!);
      lastId = Math.max(lastId, event.id);
      const text = format(event);
      for (const stream of streams) {
        if (stream.waiting) stream.waiting.push(event);
        else stream.reply.raw.write(text);
      }
    };
    const warn = (error: unknown) => app.log.warn({ err: error }, 'server events: catching up failed');
    // Events commit in nearly the order of their ids; a small look-back catches one that committed a moment late.
    const catchUp = () => {
      log.after(Math.max(0, lastId - 20)).then((events) => events.forEach(deliver), warn);
    };

    // On PostgreSQL every instance LISTENs and a publish is a NOTIFY, which comes back to its own sender too.
    const unlisten = await options.database.listen?.(
      CHANNEL,
      (payload) => {
        try {
          const event = JSON.parse(payload) as NumberedEvent;
          if ('event' in event) deliver(event);
          else catchUp();
        } catch (error) {
          app.log.warn({ err: error }, 'ignored a malformed event notification');
        }
      },
      catchUp,
    );

    const hub: EventHub = {
      async publish(event) {
        const numbered = await log.append(event.event, event.data);
        if (!unlisten) return deliver(numbered);
        const text = JSON.stringify(numbered);
        await notify(
          options.database.db,
          CHANNEL,
          text.length < NOTIFY_MAX ? text : JSON.stringify({ id: numbered.id }),
        );
      },
      async stream(reply, initial, lastEventId) {
        reply.hijack();
        reply.raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no', // a buffering reverse proxy would hold the events back
        });
        reply.raw.write(initial.map(format).join(''));
        const stream: Stream = { reply, waiting: lastEventId === undefined ? null : [] };
        streams.add(stream);
        // A comment line now and then keeps proxies and load balancers from closing an idle stream.
        const timer = setInterval(() => reply.raw.write(': keep-alive\n\n'), keepAliveMs);
        timer.unref();
        reply.raw.on('close', () => {
          clearInterval(timer);
          streams.delete(stream);
        });
        if (lastEventId === undefined) return;
        const missed = await log.after(lastEventId).catch((error: unknown) => (warn(error), []));
        const sent = new Set(missed.map((e) => e.id));
        const waiting = stream.waiting ?? [];
        stream.waiting = null;
        reply.raw.write([...missed, ...waiting.filter((e) => !sent.has(e.id))].map(format).join(''));
      },
      get size() {
        return streams.size;
      },
    };
    app.decorate('events', hub);

    // Streams never end on their own: close them first, or the server would wait for them on shutdown.
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.reply.raw.end();
      streams.clear();
    });
    app.addHook('onClose', async () => {
      await unlisten?.();
    });
  },
  { name: 'events' },
);
