import { useSyncExternalStore } from 'react';

export type Severity = 'success' | 'info' | 'warning' | 'error';

/**
 * Messages raised by the API layer form a queue whose newest entry closes every 3 s;
 * snackbars raised by the admin screens stay until closed.
 */
export type NoticeSource = 'api' | 'screen';

export interface Notice {
  id: number;
  message: string;
  severity: Severity;
  source: NoticeSource;
}

export const apiQueueIntervalMs = 3000;

let notices: readonly Notice[] = [];
let nextId = 1;
let apiTimer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function publish(next: readonly Notice[]): void {
  notices = next;
  for (const listener of listeners) listener();
}

export function notify(
  message: string,
  severity: Severity = 'info',
  source: NoticeSource = 'screen',
): number {
  const id = nextId++;
  // The same text twice in a row (a burst of failing calls) is shown once.
  if (notices.some((n) => n.message === message && n.source === source)) return id;
  publish([...notices, { id, message, severity, source }]);
  if (source === 'api') startApiQueue();
  return id;
}

export function dismiss(id: number): void {
  publish(notices.filter((n) => n.id !== id));
}

/** @public Test seam: tests clear the shared queue between cases. */
export function dismissAll(): void {
  publish([]);
}

function startApiQueue(): void {
  if (apiTimer !== undefined) return;
  apiTimer = setInterval(() => {
    const newest = [...notices].reverse().find((n) => n.source === 'api');
    if (newest) dismiss(newest.id);
    if (!notices.some((n) => n.source === 'api')) {
      clearInterval(apiTimer);
      apiTimer = undefined;
    }
  }, apiQueueIntervalMs);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** @public Test seam: what is showing now, read outside React. */
export function currentNotices(): readonly Notice[] {
  return notices;
}

export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(subscribe, () => notices);
}
