import http from 'node:http';

export interface SseResult {
  events: { event: string; data: unknown }[];
  raw: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * Reads server-sent events from a live server until `count` events arrived (or the timeout passes), then
 * closes the connection. node:http without an agent, so no pooled socket outlives the test and delays close.
 */
export function readEvents(
  url: string,
  count: number,
  options: {
    timeoutMs?: number;
    onOpen?: () => Promise<void> | void;
    headers?: http.OutgoingHttpHeaders;
  } = {},
): Promise<SseResult> {
  return new Promise((resolve, reject) => {
    let raw = '';
    let opened = false;
    const events: SseResult['events'] = [];
    const request = http.get(
      url,
      { agent: false, headers: { accept: 'text/event-stream', ...options.headers } },
      (response) => {
        const finish = () => {
          clearTimeout(timer);
          request.destroy();
          resolve({ events, raw, headers: response.headers });
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          raw += chunk;
          events.length = 0;
          for (const block of raw.split('\n\n').slice(0, -1)) {
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) events.push({ event, data: JSON.parse(data) });
          }
          if (events.length >= count) return finish();
          if (!opened && events.length > 0) {
            opened = true;
            Promise.resolve(options.onOpen?.()).catch((error: unknown) => {
              request.destroy();
              reject(error as Error);
            });
          }
        });
        response.on('end', finish);
        timer = setTimeout(finish, options.timeoutMs ?? 5000);
      },
    );
    let timer: NodeJS.Timeout | undefined;
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}
