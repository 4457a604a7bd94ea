import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const message = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('the accounting service configuration', () => {
  it('is local by default: invoices stay in Brigade', () => {
    expect(loadConfig({}).accounting).toEqual({ live: undefined, redirectUrl: undefined });
  });

  it("is live with both client credentials, on Bexio's realm and API unless told otherwise", () => {
    const config = loadConfig({
      ACCOUNTING_CLIENT_ID: 'id',
      ACCOUNTING_CLIENT_SECRET: 'secret',
      ACCOUNTING_REDIRECT_URL: 'https://brigade.example/bexio/v3/login',
      ACCOUNTING_TAX_ID: '16',
    });
    expect(config.accounting).toEqual({
      live: {
        authUrl: 'https://auth.bexio.com/realms/bexio',
        apiUrl: 'https://api.bexio.com',
        clientId: 'id',
        clientSecret: 'secret',
        userId: 1,
        taxId: 16,
      },
      redirectUrl: 'https://brigade.example/bexio/v3/login',
    });
    const stand_in = loadConfig({
      ACCOUNTING_CLIENT_ID: 'id',
      ACCOUNTING_CLIENT_SECRET: 'secret',
      ACCOUNTING_AUTH_URL: 'http://127.0.0.1:9/realms/bexio/',
      ACCOUNTING_API_URL: 'http://127.0.0.1:9/',
      ACCOUNTING_USER_ID: '4',
    });
    expect(stand_in.accounting.live).toMatchObject({
      authUrl: 'http://127.0.0.1:9/realms/bexio',
      apiUrl: 'http://127.0.0.1:9',
      userId: 4,
      taxId: undefined,
    });
  });

  it('names what is missing or wrong', () => {
    expect(message({ ACCOUNTING_CLIENT_ID: 'id' })).toBe(
      'ACCOUNTING_CLIENT_SECRET is required when ACCOUNTING_CLIENT_ID is set',
    );
    expect(message({ ACCOUNTING_CLIENT_SECRET: 'secret' })).toBe(
      'ACCOUNTING_CLIENT_ID is required when ACCOUNTING_CLIENT_SECRET is set',
    );
    expect(message({ ACCOUNTING_API_URL: 'api.bexio.com' })).toMatch(
      /ACCOUNTING_API_URL must start with http/,
    );
    expect(message({ ACCOUNTING_REDIRECT_URL: '/bexio/v3/login' })).toMatch(
      /ACCOUNTING_REDIRECT_URL must start with http/,
    );
    expect(message({ ACCOUNTING_USER_ID: '0' })).toMatch(/ACCOUNTING_USER_ID must be a whole number from 1/);
    expect(message({ ACCOUNTING_TAX_ID: 'x' })).toMatch(/ACCOUNTING_TAX_ID must be a whole number from 1/);
  });
});
