import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { notify, type Database } from '../db/client.ts';

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

export interface EventHub {
  /** Delivers an event to the SSE clients of every instance (through NOTIFY on PostgreSQL). */
  publish(event: ServerEvent): Promise<void>;
  /** Turns the reply into an SSE stream that starts with `initial` and then carries every published event. */
  stream(reply: FastifyReply, initial: ServerEvent[]): void;
  /** Open streams, for tests and the shutdown log. */
  readonly size: number;
}

const format = (e: ServerEvent) => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;

export const eventsPlugin = fp(
  async (app: FastifyInstance, options: { database: Database; keepAliveMs?: number }) => {
    const streams = new Set<FastifyReply>();
    const keepAliveMs = options.keepAliveMs ?? 25_000;
    const deliver = (event: ServerEvent) => {
      const text = format(event);
      for (const reply of streams) reply.raw.write(text);
    };

    // On PostgreSQL every instance LISTENs and a publish is a NOTIFY, which comes back to its own sender too.
    const unlisten = await options.database.listen?.(CHANNEL, (payload) => {
      try {
        deliver(JSON.parse(payload) as ServerEvent);
      } catch (error) {
        app.log.warn({ err: error }, 'ignored a malformed event notification');
      }
    });

    const hub: EventHub = {
      async publish(event) {
        if (unlisten) await notify(options.database.db, CHANNEL, JSON.stringify(event));
        else deliver(event);
      },
      stream(reply, initial) {
        reply.hijack();
        reply.raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no', // a buffering reverse proxy would hold the events back
        });
        reply.raw.write(initial.map(format).join(''));
        streams.add(reply);
        // A comment line now and then keeps proxies and load balancers from closing an idle stream.
        const timer = setInterval(() => reply.raw.write(': keep-alive\n\n'), keepAliveMs);
        timer.unref();
        reply.raw.on('close', () => {
          clearInterval(timer);
          streams.delete(reply);
        });
      },
      get size() {
        return streams.size;
      },
    };
    app.decorate('events', hub);

    // Streams never end on their own: close them first, or the server would wait for them on shutdown.
    app.addHook('preClose', async () => {
      for (const reply of streams) reply.raw.end();
      streams.clear();
    });
    app.addHook('onClose', async () => {
      await unlisten?.();
    });
  },
  { name: 'events' },
);
