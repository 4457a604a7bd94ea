/**
 * One connection to the server's events (SSE, ADR 007) shared by every part of the app that listens: the app
 * version and the progress of long jobs. It is open while at least one listener is; EventSource reconnects by
 * itself. A malformed event changes nothing.
 */

type Handler = (data: unknown) => void;

const handlers = new Map<string, Set<Handler>>();
const dispatchers = new Map<string, (event: MessageEvent<string>) => void>();
let source: EventSource | null = null;

function dispatcher(name: string) {
  return (event: MessageEvent<string>) => {
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    for (const handler of handlers.get(name) ?? []) handler(data);
  };
}

/** Calls `handler` with the parsed data of every `name` event; returns the unsubscribe function. */
export function onServerEvent(name: string, handler: Handler): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  source ??= new EventSource('/api/v1/system/events');
  let set = handlers.get(name);
  if (!set) {
    set = new Set();
    handlers.set(name, set);
    const dispatch = dispatcher(name);
    dispatchers.set(name, dispatch);
    source.addEventListener(name, dispatch);
  }
  set.add(handler);
  return () => {
    set.delete(handler);
    if (set.size === 0) {
      handlers.delete(name);
      const dispatch = dispatchers.get(name);
      if (dispatch) source?.removeEventListener(name, dispatch);
      dispatchers.delete(name);
    }
    if (handlers.size === 0 && source) {
      source.close();
      source = null;
    }
  };
}
