import { DomainError } from '@brigade/domain/errors/domain-error';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler.ts';

async function appThrowing(error: Error) {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  app.get('/', async () => {
    throw error;
  });
  return app;
}

describe('error handler', () => {
  it('answers a business rule refusing malformed input with 400 and its message', async () => {
    const app = await appThrowing(new DomainError('INVALID_DATE', 'Invalid date: expected YYYY-MM-DD'));
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error_code: 'VALIDATION_ERROR',
      error_message: 'Invalid date: expected YYYY-MM-DD',
      request_id: expect.any(String),
    });
  });

  it('answers a rule refusing what it was given with 422 and the rule message', async () => {
    const app = await appThrowing(new DomainError('PROGRAMME_UNDETERMINED', 'Unable to determine programme'));
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error_code: 'BUSINESS_RULE',
      error_message: 'Unable to determine programme',
      request_id: expect.any(String),
    });
  });

  it('hides anything else behind a 500', async () => {
    const app = await appThrowing(new Error('secret detail'));
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret detail');
  });
});
