import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  butterInformation,
  butterNutrients,
  json,
  quotaMessage,
  startRecipeDataStub,
} from '../../../test/recipe-data-stub.ts';
import { createLiveRecipeData } from './live.ts';
import { createLocalRecipeData } from './local.ts';
import { RecipeDataError } from './port.ts';

let stub: Awaited<ReturnType<typeof startRecipeDataStub>>;
beforeAll(async () => {
  stub = await startRecipeDataStub();
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.received.length = 0;
});

const service = (timeoutMs?: number) =>
  createLiveRecipeData({ url: stub.url, key: 'spoon-key-123', ...(timeoutMs ? { timeoutMs } : {}) });
const failure = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    expect(error).toBeInstanceOf(RecipeDataError);
    return error as RecipeDataError;
  }
  throw new Error('expected a RecipeDataError');
};

describe('live recipe-data service (Spoonacular food API)', () => {
  it('searches GET {url}/food/ingredients/search with the key in x-api-key, and reads results', async () => {
    stub.answer(
      json(200, {
        results: [
          { id: 1001, name: 'butter', image: 'butter-sliced.jpg' },
          { id: '4582', name: 'cooking oil' },
          { name: 'no id' },
        ],
        offset: 0,
        number: 20,
        totalResults: 2,
      }),
    );
    await expect(service().searchIngredients('butter & oil')).resolves.toEqual([
      { external_id: '1001', name: 'butter' },
      { external_id: '4582', name: 'cooking oil' },
    ]);
    expect(stub.received).toEqual([
      { url: '/food/ingredients/search?query=butter+%26+oil&number=20', key: 'spoon-key-123' },
    ]);
  });

  it('reads an ingredient’s nutrients for 100 g into Brigade’s fields; a missing one is null', async () => {
    stub.answer(json(200, butterInformation));
    await expect(service().ingredientNutrients('1001')).resolves.toEqual(butterNutrients);
    expect(stub.received).toEqual([
      { url: '/food/ingredients/1001/information?amount=100&unit=grams', key: 'spoon-key-123' },
    ]);
  });

  it('converts other units: energy in kJ, masses in mg or µg, sodium in g; an unknown unit is null', async () => {
    stub.answer(
      json(200, {
        id: 9,
        name: 'test food',
        nutrition: {
          nutrients: [
            { name: 'Calories', amount: 418.4, unit: 'kJ' },
            { name: 'Fat', amount: 500, unit: 'mg' },
            { name: 'Fiber', amount: 2_000_000, unit: 'µg' },
            { name: 'Sodium', amount: 1.2, unit: 'g' },
            { name: 'Protein', amount: 3, unit: 'IU' },
            { name: 'Sugar', amount: 'lots', unit: 'g' },
          ],
        },
      }),
    );
    await expect(service().ingredientNutrients('9')).resolves.toMatchObject({
      energy_kcal: 100,
      fat_g: 0.5,
      fibre_g: 2,
      sodium_mg: 1200,
      protein_g: null,
      sugars_g: null,
      carbohydrates_g: null,
    });
  });

  it('reads a 402 as the used-up quota, with the service’s message when it sends one', async () => {
    stub.answer(json(402, { status: 'failure', code: 402, message: quotaMessage }));
    const quota = await failure(service().searchIngredients('butter'));
    expect(quota.kind).toBe('quota');
    expect(quota.serviceMessage).toBe(quotaMessage);
    stub.answer((_req, res) => {
      res.writeHead(402);
      res.end();
    });
    const bare = await failure(service().ingredientNutrients('1001'));
    expect(bare.kind).toBe('quota');
    expect(bare.serviceMessage).toBeUndefined();
  });

  it('reads a 404 as an unknown ingredient and anything undocumented as a failure', async () => {
    stub.answer(json(404, { status: 'failure', code: 404, message: 'not found' }));
    expect((await failure(service().ingredientNutrients('77'))).kind).toBe('not_found');
    stub.answer(json(500, { message: 'boom' }));
    await expect(service().searchIngredients('x')).rejects.toThrow(/HTTP 500/);
    stub.answer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>maintenance</html>');
    });
    await expect(service().searchIngredients('x')).rejects.toThrow(/not a JSON object/);
    stub.answer(json(200, { hits: [] }));
    await expect(service().searchIngredients('x')).rejects.toThrow(/no results list/);
    stub.answer(json(200, { id: 1, name: 'x' }));
    await expect(service().ingredientNutrients('1')).rejects.toThrow(/no nutrients list/);
  });

  it('gives up after the time-out when the service does not answer', async () => {
    stub.hang();
    const started = Date.now();
    const timedOut = await failure(service(150).searchIngredients('butter'));
    expect(timedOut.kind).toBe('failed');
    expect(timedOut.message).toMatch(/no answer in 150 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('fails when nothing listens at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = createLiveRecipeData({ url: `http://127.0.0.1:${port}`, key: 'k' });
    await expect(refused.searchIngredients('butter')).rejects.toThrow(/no connection/);
  });
});

describe('local recipe-data service', () => {
  it('is not configured and refuses every lookup', async () => {
    const local = createLocalRecipeData();
    expect(local.configured).toBe(false);
    expect((await failure(local.searchIngredients('butter'))).kind).toBe('not_configured');
    expect((await failure(local.ingredientNutrients('1001'))).kind).toBe('not_configured');
  });
});
