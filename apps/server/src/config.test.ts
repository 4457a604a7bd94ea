import { describe, expect, it } from 'vitest';
import { ConfigError, appVersion, loadConfig } from './config.ts';

const productionBase = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(32),
  DATABASE_URL: 'postgres://db/brigade',
};
const message = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('has working defaults for trying Brigade out: embedded database with demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      databaseUrl: undefined,
      dataDir: './data',
      demo: true,
      sessionTtlHours: 12,
      cookieSecure: false,
      trustProxy: false,
      loginRateLimit: { max: 10, windowMinutes: 5 },
      rateLimitMax: 6000,
      appVersion,
    });
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
    expect(appVersion).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('turns demo off with a database URL and secures cookies in production', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).demo).toBe(false);
    const production = loadConfig(productionBase);
    expect(production).toMatchObject({ demo: false, cookieSecure: true });
    expect(loadConfig({ ...productionBase, COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('names the variable in a one-line message', () => {
    expect(message({ PORT: 'abc' })).toBe('PORT must be a whole number');
    expect(message({ PORT: '70000' })).toBe('PORT must be at most 65535');
    expect(message({ DEMO: 'maybe' })).toBe('DEMO must be true or false');
    expect(message({ DATABASE_URL: 'mysql://x' })).toBe(
      'DATABASE_URL must start with postgres:// or postgresql://',
    );
    expect(message({ LOG_LEVEL: 'loud' })).toMatch(/^LOG_LEVEL must be one of/);
    expect(message({ SESSION_SECRET: 'short' })).toBe('SESSION_SECRET must be at least 32 characters');
    expect(message({ INITIAL_SUPER_USERNAME: 'root' })).toBe(
      'INITIAL_SUPER_PASSWORD is required when INITIAL_SUPER_USERNAME is set',
    );
    expect(message({ INITIAL_SUPER_USERNAME: 'root', INITIAL_SUPER_PASSWORD: 'short' })).toBe(
      'INITIAL_SUPER_PASSWORD must be at least 12 characters',
    );
    for (const text of [message({ PORT: 'abc' }), message({ DEMO: 'x' })]) expect(text).not.toContain('\n');
  });

  it('refuses demo mode and a missing session secret in production', () => {
    expect(message({ ...productionBase, DEMO: 'true' })).toMatch(
      /^DEMO=true is refused with NODE_ENV=production/,
    );
    expect(message({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toMatch(
      /^SESSION_SECRET is required with NODE_ENV=production/,
    );
  });

  it('treats an empty variable as unset and reads TRUST_PROXY forms', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
  });
});
