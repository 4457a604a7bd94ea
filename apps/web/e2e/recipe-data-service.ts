/**
 * The recipe-data service (Spoonacular's food API) for the end-to-end server, on loopback: the real service
 * cannot be reached from here, so this answers as its documentation shows — butter (1001) with its nutrients,
 * and a used-up quota (402) for unsalted butter (1145). Started by scripts/e2e-server.mjs.
 */
import {
  butterInformation,
  json,
  quotaMessage,
  startRecipeDataStub,
} from '../../server/test/recipe-data-stub.ts';

const stub = await startRecipeDataStub(Number(process.env.RECIPE_DATA_STUB_PORT));
stub.answer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://stub');
  if (url.pathname === '/food/ingredients/search') {
    const query = url.searchParams.get('query') ?? '';
    const results = [
      { id: 1001, name: 'butter', image: 'butter.png' },
      { id: 1145, name: 'unsalted butter', image: 'butter.png' },
    ].filter((r) => r.name.includes(query.toLowerCase()));
    return json(200, { results, offset: 0, number: 20, totalResults: results.length })(req, res);
  }
  if (url.pathname === '/food/ingredients/1001/information') return json(200, butterInformation)(req, res);
  if (url.pathname === '/food/ingredients/1145/information') {
    return json(402, { status: 'failure', code: 402, message: quotaMessage })(req, res);
  }
  return json(404, { status: 'failure', code: 404 })(req, res);
});
process.on('SIGTERM', () => void stub.close().then(() => process.exit(0)));
