import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { builtExactlyTo, responseSerializer } from './response-serializer.ts';

const exact = builtExactlyTo(z.object({ id: z.number(), name: z.string() }));
const stripped = z.object({ id: z.number(), name: z.string() });

/** A server answering `answer` on /exact (schema built exactly) and /stripped (an ordinary schema). */
async function serverAnswering(answer: unknown, check: boolean) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(check));
  app.get('/exact', { schema: { response: { 200: exact } } }, async () => answer as never);
  app.get('/stripped', { schema: { response: { 200: stripped } } }, async () => answer as never);
  await app.ready();
  return app;
}

describe('response serialiser (ADR 072)', () => {
  it('checks an answer built exactly to its schema in tests: it passes as built', async () => {
    const app = await serverAnswering({ name: 'Bag 1', id: 1 }, true);
    const response = await app.inject({ url: '/exact' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 1, name: 'Bag 1' });
  });

  it('fails the answer (500) when the route no longer builds the schema: a field added, missing or wrong', async () => {
    for (const drift of [
      { id: 1, name: 'Bag 1', allergies: ['Peanut'] },
      { id: 1 },
      { id: '1', name: 'Bag 1' },
    ]) {
      const app = await serverAnswering(drift, true);
      expect((await app.inject({ url: '/exact' })).statusCode).toBe(500);
    }
  });

  it('sends an exactly built answer unchecked in production, and still checks every other route', async () => {
    const app = await serverAnswering({ id: 1, name: 'Bag 1', internal: 'x' }, false);
    expect((await app.inject({ url: '/exact' })).json()).toEqual({ id: 1, name: 'Bag 1', internal: 'x' });
    expect((await app.inject({ url: '/stripped' })).json()).toEqual({ id: 1, name: 'Bag 1' });
    const wrong = await serverAnswering({ id: '1', name: 'Bag 1' }, false);
    expect((await wrong.inject({ url: '/stripped' })).statusCode).toBe(500);
  });

  it('checks by default everywhere but in production (RESPONSE_CHECK overrides)', () => {
    const base = { DATA_DIR: '/tmp/brigade-config-test' };
    expect(loadConfig({ ...base }).responseCheck).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).responseCheck).toBe(true);
    expect(loadConfig({ ...base, RESPONSE_CHECK: 'false' }).responseCheck).toBe(false);
    const production = { ...base, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), DEMO: 'false' };
    expect(loadConfig(production).responseCheck).toBe(false);
  });
});
