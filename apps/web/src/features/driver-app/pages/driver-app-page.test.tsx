import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DriverRun, DriverStop } from '@brigade/domain/schemas/dispatch';
import { messages } from '@brigade/domain/messages/catalogue';
import { DELIVERY_OUTCOMES } from '@brigade/domain/logistics/tracking-flow';
import { renderApp, users } from '../../../test/render.tsx';
import { queueKey, type QueuedAction } from '../offline-queue.ts';

const run = { team: 'ultrakurier', date: '2026-03-02', identifier: 'AM-0' } as const;
const base = `/api/v1/logistics/consignments/ultrakurier/2026-03-02/AM-0`;
const path = `/consignments/ultrakurier/2026-03-02/AM-0/app`;

const stop = (n: number, extra: Partial<DriverStop> = {}): DriverStop => ({
  code: `UK-${n}`,
  pickup_index: n - 1,
  order_ids: [n],
  name: `Customer ${n}`,
  company: n === 1 ? 'Acme AG' : null,
  street: `Bahnhofstrasse ${n}`,
  co: null,
  postcode: '8001',
  city: 'Zürich',
  phone: n === 1 ? '+41 79 123 45 67' : null,
  instruction: n === 1 ? 'Ring twice' : null,
  window_from: '08:00',
  window_to: '10:00',
  bags: n,
  status: 1,
  status_at: '2026-03-02T05:00:00.000Z',
  detail: null,
  ...extra,
});

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A stand-in for the server: the run, and each action's answer from `onAction`. */
function serve(stops: DriverStop[], onAction?: Handler) {
  const current: DriverRun = { ...run, published_at: '2026-03-02T04:00:00.000Z', stops };
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    if (url === `${base}/app`) return json(current);
    if (onAction) return onAction(url, init);
    const body = JSON.parse(String(init.body)) as { outcome?: 'recipient' | 'neighbour' | 'mailbox' };
    const code = /stops\/([^/]+)\//.exec(url)?.[1];
    const answer: DriverStop = {
      ...stops.find((s) => s.code === code)!,
      status: body.outcome ? DELIVERY_OUTCOMES[body.outcome] : 3,
      status_at: new Date().toISOString(),
    };
    current.stops = current.stops.map((s) => (s.code === code ? answer : s));
    return json(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const card = (name: RegExp) => screen.findByRole('region', { name });
const stored = () => JSON.parse(localStorage.getItem(queueKey(run)) ?? '[]') as QueuedAction[];

beforeEach(() => localStorage.clear());

describe('the drivers’ app', () => {
  it('lists the published stops in order with what the driver needs at the door', async () => {
    serve([stop(1), stop(2)]);
    renderApp(path, users.driver);
    const first = await card(/^Stop 1: Customer 1$/);
    expect(within(first).getByRole('heading', { name: 'Customer 1' })).toBeInTheDocument();
    expect(within(first).getByText('Acme AG')).toBeInTheDocument();
    expect(within(first).getByText('Bahnhofstrasse 1, 8001 Zürich')).toBeInTheDocument();
    expect(within(first).getByText('Window 08:00–10:00')).toBeInTheDocument();
    expect(within(first).getByText('1 bag')).toBeInTheDocument();
    expect(within(first).getByText('Ring twice')).toBeInTheDocument();
    expect(within(first).getByText('Created')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /in maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Bahnhofstrasse%201%2C%208001%20Z%C3%BCrich',
    );
    expect(within(first).getByRole('link', { name: /^Call Customer 1/ })).toHaveAttribute(
      'href',
      'tel:+41791234567',
    );
    const second = await card(/^Stop 2: Customer 2$/);
    expect(within(second).queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(within(second).getByText('2 bags')).toBeInTheDocument();
    expect(screen.getByText('0 of 2 stops done')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next: stop 1' })).toBeInTheDocument();
  });

  it('sends a check-in and a delivery with their id and time, and shows them once the server answered', async () => {
    const fetch = serve([stop(1)]);
    renderApp(path, users.driver);
    const first = await card(/^Stop 1:/);
    await userEvent.click(within(first).getByRole('button', { name: 'Check in' }));
    expect(await within(first).findByText(/^En route · \d\d:\d\d$/)).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Delivered: Recipient' }));
    expect(await within(first).findByText(/^Handed to recipient/)).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /Delivered/ })).toBeNull();
    const posts = fetch.mock.calls.filter(([, init]) => init.method === 'POST');
    expect(posts.map(([url]) => url)).toEqual([`${base}/stops/UK-1/check-in`, `${base}/stops/UK-1/deliver`]);
    const bodies = posts.map(([, init]) => JSON.parse(String(init.body)) as Record<string, string>);
    expect(bodies[1]).toMatchObject({ outcome: 'recipient' });
    for (const body of bodies) {
      expect(body.action_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isNaN(Date.parse(body.at ?? ''))).toBe(false);
    }
    expect(screen.getByText('1 of 1 stops done')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Next/ })).toBeNull();
    expect(stored()).toEqual([]);
  });

  it('asks why a stop was not delivered and sends the reason with the note', async () => {
    const fetch = serve([stop(1, { status: 3 })], (_url, init) =>
      json({ ...stop(1), status: 7, detail: `${JSON.parse(String(init.body)).reason}: Dog` }),
    );
    renderApp(path, users.driver);
    const first = await card(/^Stop 1:/);
    await userEvent.click(within(first).getByRole('button', { name: 'Not delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not delivered: stop 1' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'No access' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Dog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(first).findByText('No access: Dog')).toBeInTheDocument();
    expect(within(first).getByText(/^Not delivered ·/)).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([, i]) => i.method === 'POST')!;
    expect(JSON.parse(String(init.body))).toMatchObject({
      outcome: 'not_delivered',
      reason: 'no_access',
      note: 'Dog',
    });
  });

  it('shows a refusal in the driver’s language and forgets the action', async () => {
    serve([stop(1)], () =>
      json({ error_code: 'TRACKING_TRANSITION', error_message: messages.stopAlreadyFinal }, 422),
    );
    renderApp(`/de${path}`, users.driver);
    const first = await card(/^Halt 1:/);
    await userEvent.click(within(first).getByRole('button', { name: 'Zugestellt: Briefkasten' }));
    expect(
      await within(first).findByText(
        /^Nicht erfasst: Lieferung konnte nicht gespeichert werden\. Dieser Halt ist bereits zugestellt/,
      ),
    ).toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it('keeps an action taken offline on the phone and sends it when the network returns', async () => {
    const fetch = serve([stop(1)]);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp(path, users.driver);
    const first = await card(/^Stop 1:/);
    await userEvent.click(within(first).getByRole('button', { name: 'Delivered: Mailbox' }));
    expect(
      within(first).getByText('Delivered in mailbox: pending — will be sent when online'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 action waiting to be sent')).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(stored()).toMatchObject([{ kind: 'deliver', code: 'UK-1', outcome: 'mailbox' }]);
    expect(fetch.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await within(first).findByText(/^In mailbox/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Everything sent')).toBeInTheDocument());
    expect(stored()).toEqual([]);
  });

  it('says that another company’s run is not theirs, with the server’s message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error_code: 'FORBIDDEN', error_message: messages.forbidden }, 403)),
    );
    renderApp(path, users.dispatcher);
    expect(await screen.findByText('This run belongs to another company')).toBeInTheDocument();
    expect(screen.getByText('You are not allowed to do this.')).toBeInTheDocument();
  });
});
