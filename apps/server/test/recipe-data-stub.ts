import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A loopback stand-in for the recipe-data service (the Spoonacular food API): answers each request with the
 * handler a test sets, and records what it was asked (path with query, and the x-api-key header).
 */
export async function startRecipeDataStub(port = 0) {
  const received: { url: string; key: string | undefined }[] = [];
  let handler: StubHandler = json(500, {});
  const pending: ServerResponse[] = [];
  const server = createServer((req, res) => {
    received.push({ url: req.url ?? '', key: req.headers['x-api-key'] as string | undefined });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    received,
    answer(next: StubHandler) {
      handler = next;
    },
    /** Never answers (until close), for the time-out. */
    hang() {
      handler = (_req, res) => void pending.push(res);
    },
    async close() {
      for (const res of pending) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export function json(status: number, value: unknown): StubHandler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };
}

export const quotaMessage =
  'Your daily points limit of 150 has been reached. Please upgrade your plan to continue using the API.';

/** Spoonacular's answer for 100 g of butter (id 1001), trimmed: names and units as its docs show them. */
export const butterInformation = {
  id: 1001,
  original: 'butter',
  name: 'butter',
  amount: 100,
  unit: 'grams',
  nutrition: {
    nutrients: [
      { name: 'Calories', amount: 717, unit: 'kcal', percentOfDailyNeeds: 35.85 },
      { name: 'Fat', amount: 81.11, unit: 'g', percentOfDailyNeeds: 124.78 },
      { name: 'Saturated Fat', amount: 51.37, unit: 'g', percentOfDailyNeeds: 321.06 },
      { name: 'Carbohydrates', amount: 0.06, unit: 'g', percentOfDailyNeeds: 0.02 },
      { name: 'Sugar', amount: 0.06, unit: 'g', percentOfDailyNeeds: 0.07 },
      { name: 'Cholesterol', amount: 215, unit: 'mg', percentOfDailyNeeds: 71.67 },
      { name: 'Sodium', amount: 643, unit: 'mg', percentOfDailyNeeds: 27.96 },
      { name: 'Protein', amount: 0.85, unit: 'g', percentOfDailyNeeds: 1.7 },
      { name: 'Vitamin A', amount: 2499, unit: 'IU', percentOfDailyNeeds: 49.98 },
    ],
  },
};

/** Butter's nutrients as Brigade reads them (no Fiber in the answer: null). */
export const butterNutrients = {
  external_id: '1001',
  name: 'butter',
  source: 'spoonacular ingredient 1001',
  energy_kcal: 717,
  fat_g: 81.11,
  saturated_fat_g: 51.37,
  carbohydrates_g: 0.06,
  sugars_g: 0.06,
  fibre_g: null,
  protein_g: 0.85,
  sodium_mg: 643,
};
