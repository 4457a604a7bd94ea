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

describe('the payment port configuration', () => {
  it('is local by default, signing with a key made at start unless one is given', () => {
    expect(loadConfig({}).payments).toEqual({ live: undefined, localWebhookSecret: undefined });
    expect(loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_local_0123456789' }).payments).toEqual({
      live: undefined,
      localWebhookSecret: 'whsec_local_0123456789',
    });
  });

  it('is live with the key and its webhook secret, at Stripe or at a stand-in', () => {
    const env = { STRIPE_SECRET_KEY: 'sk_test_abc12345', STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef' };
    expect(loadConfig(env).payments).toEqual({
      live: {
        secretKey: 'sk_test_abc12345',
        webhookSecret: 'whsec_0123456789abcdef',
        host: 'api.stripe.com',
        port: 443,
        protocol: 'https',
      },
      localWebhookSecret: undefined,
    });
    expect(loadConfig({ ...env, STRIPE_API_URL: 'http://127.0.0.1:12111' }).payments.live).toMatchObject({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
  });

  it('names what is missing or wrong', () => {
    expect(message({ STRIPE_SECRET_KEY: 'sk_test_abc12345' })).toBe(
      'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
    );
    expect(
      message({ STRIPE_SECRET_KEY: 'pk_test_abc12345', STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef' }),
    ).toBe('STRIPE_SECRET_KEY must be a secret key (sk_… or rk_…)');
    expect(message({ STRIPE_WEBHOOK_SECRET: 'short' })).toBe(
      'STRIPE_WEBHOOK_SECRET must be at least 16 characters',
    );
    expect(message({ STRIPE_API_URL: 'ftp://stripe' })).toBe(
      'STRIPE_API_URL must start with http:// or https://',
    );
  });
});
