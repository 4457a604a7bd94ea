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
      host: '127.0.0.1',
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
    expect(config.objectStoreDir).toBe('data/objects');
    expect(appVersion).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('reads the recipe-data service and refuses half of it', () => {
    expect(loadConfig({}).recipeData).toBeUndefined();
    expect(
      loadConfig({ RECIPE_DATA_URL: 'https://api.spoonacular.com', RECIPE_DATA_KEY: 'abc123' }).recipeData,
    ).toEqual({ url: 'https://api.spoonacular.com', key: 'abc123' });
    expect(message({ RECIPE_DATA_URL: 'https://api.spoonacular.com' })).toBe(
      'RECIPE_DATA_KEY is required when RECIPE_DATA_URL is set',
    );
    expect(message({ RECIPE_DATA_KEY: 'abc123' })).toBe(
      'RECIPE_DATA_URL is required when RECIPE_DATA_KEY is set',
    );
    expect(message({ RECIPE_DATA_URL: 'api.spoonacular.com', RECIPE_DATA_KEY: 'k' })).toBe(
      'RECIPE_DATA_URL must start with http:// or https://',
    );
  });

  it('reads the external logistics service and refuses half of it', () => {
    expect(loadConfig({}).courier).toBeUndefined();
    expect(
      loadConfig({ LOGISTICS_URL: 'https://logistics.example.ch/api', LOGISTICS_TOKEN: 'tok-123' }).courier,
    ).toEqual({
      url: 'https://logistics.example.ch/api',
      token: 'tok-123',
      tenantId: undefined,
      env: 'test',
    });
    expect(
      loadConfig({
        LOGISTICS_URL: 'https://logistics.example.ch',
        LOGISTICS_TOKEN: 'tok-123',
        LOGISTICS_TENANT_ID: 'brigade',
        LOGISTICS_ENV: 'live',
      }).courier,
    ).toMatchObject({ tenantId: 'brigade', env: 'live' });
    expect(message({ LOGISTICS_URL: 'https://logistics.example.ch' })).toBe(
      'LOGISTICS_TOKEN is required when LOGISTICS_URL is set',
    );
    expect(message({ LOGISTICS_URL: 'logistics.example.ch', LOGISTICS_TOKEN: 't' })).toBe(
      'LOGISTICS_URL must start with http:// or https://',
    );
    expect(message({ LOGISTICS_ENV: 'prod' })).toBe(
      'LOGISTICS_ENV must be one of live, live-test, staging, test',
    );
  });

  it('keeps the object store in DATA_DIR unless OBJECT_STORE_DIR names a folder', () => {
    expect(loadConfig({ DATA_DIR: '/srv/brigade' }).objectStoreDir).toBe('/srv/brigade/objects');
    expect(loadConfig({ DATA_DIR: '/srv/brigade', OBJECT_STORE_DIR: '/mnt/objects' }).objectStoreDir).toBe(
      '/mnt/objects',
    );
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads the S3 bucket and refuses half a key pair or S3 settings without a bucket', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'brigade-objects',
        S3_ENDPOINT: 'https://sos-ch-gva-2.exo.io',
        S3_ACCESS_KEY_ID: 'EXO123',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'brigade-objects',
      region: 'us-east-1',
      endpoint: 'https://sos-ch-gva-2.exo.io',
      credentials: { accessKeyId: 'EXO123', secretAccessKey: 'secret' },
    });
    expect(loadConfig({ S3_BUCKET: 'b-1', S3_REGION: 'eu-central-2' }).s3).toMatchObject({
      region: 'eu-central-2',
      credentials: undefined,
    });
    expect(message({ S3_BUCKET: 'Bad_Bucket' })).toBe('S3_BUCKET must be a valid bucket name');
    expect(message({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'x' })).toBe(
      'S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set',
    );
    expect(message({ S3_ENDPOINT: 'https://minio.local' })).toBe(
      'S3_BUCKET is required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set',
    );
    expect(message({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'minio:9000' })).toBe(
      'S3_ENDPOINT must start with http:// or https://',
    );
  });

  it('binds a demo server to this machine only, unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x', DEMO: 'true' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).host).toBe('0.0.0.0');
    expect(loadConfig(productionBase).host).toBe('0.0.0.0');
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
