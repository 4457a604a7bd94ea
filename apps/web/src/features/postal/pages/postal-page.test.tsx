import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { businessDate } from '@brigade/domain/calendar/business-date';
import { messages } from '@brigade/domain/messages/catalogue';
import type { PostalDay, PostalLabelView, PostalStatus } from '@brigade/domain/schemas/postal';
import { dismissAll } from '../../../lib/notifications.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { nextDeliveryDate } from '../model/next-delivery-date.ts';
import PostalPage from './postal-page.tsx';

afterEach(() => {
  dismissAll();
  vi.unstubAllGlobals();
});

const date = '2031-03-11';
const recipient = {
  name: 'Eva Kitchen',
  company: null,
  street: 'Dorfweg 9',
  postcode: '3902',
  city: 'Zz Village',
};
const eva: PostalDay['orders'][number] = {
  code: `${date}-105`,
  order_ids: [105],
  recipient,
  weight_grams: 3500,
  courier: 'Zz Post',
  validation: {
    quality: 'CERTIFIED',
    address: { street: 'Dorfweg', house_number: '9', postcode: '3902', city: 'Zz Village' },
    messages: [],
  },
  validation_error: null,
  label: null,
};
const dan: PostalDay['orders'][number] = {
  ...eva,
  code: `${date}-104`,
  order_ids: [104],
  recipient: { ...recipient, name: 'Dan Kitchen', street: 'Dorfweg' },
  validation: { ...eva.validation!, quality: 'UNUSABLE', messages: [messages.postalHouseNumberRequired] },
};
const label: PostalLabelView = {
  label_id: 7,
  date,
  code: eva.code,
  order_ids: [105],
  item_id: eva.code,
  identcode: '990000000000000042',
  identcode_text: '99.00.000000.00000042',
  mode: 'local',
  franking_zone: 'standard',
  recipient,
  weight_grams: 3500,
  created_at: '2031-03-10T16:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server as the page calls it: status, the day's parcels, a label, the day's labels, an address check. */
function stubApi(status: PostalStatus) {
  let labelled = false;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/v1/postal/status') return json(status);
    if (url === '/api/v1/postal/labels' && init?.method === 'POST') {
      labelled = true;
      return json(label, 201);
    }
    if (url.endsWith('/labels') && init?.method === 'POST') {
      const skipped = [{ code: dan.code, order_ids: [104], reason: messages.postalAddressUnusable }];
      return json({
        created: [],
        labels: [label],
        skipped,
        sheet_url: `/api/v1/postal/days/${date}/labels/pdf`,
      });
    }
    if (url === '/api/v1/postal/address-validations') {
      const body = JSON.parse(String(init?.body));
      if (!body.house_number) {
        return json(
          {
            error_code: 'VALIDATION',
            error_message: 'x',
            details: { house_number: messages.postalHouseNumberRequired },
          },
          400,
        );
      }
      return json({
        quality: 'FIXED',
        address: { ...eva.validation!.address, city: 'Zz Village' },
        messages: [messages.postalCityCorrected],
      });
    }
    if (url.startsWith('/api/v1/postal/days/')) {
      return json({
        date: url.slice(-10),
        mode: status.mode,
        orders: [dan, { ...eva, label: labelled ? label : null }],
      });
    }
    return json({ error_code: 'NOT_FOUND', error_message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const local: PostalStatus = {
  mode: 'local',
  has_token: true,
  message: null,
  reason: null,
  franking_zones: ['standard'],
};
const show = (entry = `/swiss-post?date=${date}`) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[entry]}>
      <PostalPage />
    </MemoryRouter>,
  );

describe('the postal service screen', { timeout: 20_000 }, () => {
  it("opens on the next delivery date and lists the day's parcels by post with their address quality", async () => {
    const fetch = stubApi(local);
    show('/swiss-post');
    const next = nextDeliveryDate(businessDate(new Date()));
    expect(await screen.findByTestId('postal-mode')).toHaveTextContent('Local: Brigade draws the labels');
    expect(screen.getByLabelText('Delivery date')).toHaveValue(next);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(`/api/v1/postal/days/${next}`, expect.anything()));
    const rows = await screen.findAllByTestId('postal-row');
    expect(rows[0]).toHaveTextContent(
      '104Dan KitchenDorfweg, 3902 Zz Village3.5 kgUnusableHouse number is required',
    );
    expect(rows[1]).toHaveTextContent('105Eva KitchenDorfweg 9, 3902 Zz Village3.5 kgCertified');
    expect(within(rows[0]!).getByRole('button', { name: 'Create label for order 104' })).toBeDisabled();
    expect(screen.getByTestId('postal-count')).toHaveTextContent('2 parcels by post');
    expect(screen.queryByTestId('postal-no-token')).not.toBeInTheDocument();
  });

  it('creates a label, which then opens as a PDF; the day’s labels say what was left out', async () => {
    const fetch = stubApi(local);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Create label for order 105' }));
    const link = await screen.findByRole('link', { name: 'Label 99.00.000000.00000042' });
    expect(link).toHaveAttribute('href', '/api/v1/postal/labels/7/pdf');
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/postal/labels',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ date, order_id: 105, franking_zone: 'standard' }),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Labels for the day' }));
    const result = await screen.findByTestId('postal-day-result');
    expect(result).toHaveTextContent('0 labels made now.');
    expect(result).toHaveTextContent(`Order 104: ${messages.postalAddressUnusable}`);
    expect(within(result).getByRole('link', { name: "Open the day's labels (PDF)" })).toHaveAttribute(
      'href',
      `/api/v1/postal/days/${date}/labels/pdf`,
    );
  });

  it('checks an address: a missing house number is shown at its field, a checked one with its quality', async () => {
    stubApi(local);
    show();
    const form = await screen.findByRole('form', { name: 'Check an address' });
    await userEvent.type(within(form).getByLabelText('Street'), 'Dorfweg');
    await userEvent.click(within(form).getByRole('button', { name: 'Check address' }));
    expect(await within(form).findByText(messages.postalHouseNumberRequired)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('House number'), '9');
    await userEvent.click(within(form).getByRole('button', { name: 'Check address' }));
    const result = await within(form).findByTestId('postal-check-result');
    expect(result).toHaveTextContent('Result: Corrected');
    expect(result).toHaveTextContent('Used as: Dorfweg 9, 3902 Zz Village');
    expect(result).toHaveTextContent(messages.postalCityCorrected);
  });

  it('in live mode without a token shows the message and why', async () => {
    stubApi({
      mode: 'live',
      has_token: false,
      message: messages.postalNoToken,
      reason:
        'Unable to get an access token from the postal service. The service refused our credentials (HTTP 401)',
      franking_zones: ['standard', 'same-day-0'],
    });
    show();
    expect(await screen.findByTestId('postal-mode')).toHaveTextContent('Live: Swiss Post makes the labels');
    const alert = screen.getByTestId('postal-no-token');
    expect(alert).toHaveTextContent('Swiss Post cannot be called: No access token found');
    expect(alert).toHaveTextContent('(HTTP 401)');
  });
});
