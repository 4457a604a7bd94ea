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

describe('the postal service configuration', () => {
  it('is local by default, with a sender for the labels', () => {
    expect(loadConfig({}).postal).toEqual({
      live: undefined,
      licences: { standard: undefined, 'same-day-0': undefined, 'same-day-1-2': undefined },
      sender: { name: 'Brigade Kitchen', street: 'Hardstrasse 201', postcode: '8005', city: 'Zürich' },
    });
  });

  it('is live with both credentials and the default licence; the same-day licences are optional', () => {
    const config = loadConfig({
      POSTAL_CLIENT_ID: 'id',
      POSTAL_CLIENT_SECRET: 'secret',
      POSTAL_FRANKING_LICENSE: '60013217',
      POSTAL_FRANKING_LICENSE_SAME_DAY_ZONE_1_2: '60013219',
      POSTAL_SENDER_NAME: 'Kitchen AG',
    });
    expect(config.postal).toMatchObject({
      live: {
        apiUrl: 'https://dcapi.apis.post.ch',
        tokenUrl: 'https://api.post.ch/OAuth/token',
        clientId: 'id',
        clientSecret: 'secret',
      },
      licences: { standard: '60013217', 'same-day-0': undefined, 'same-day-1-2': '60013219' },
      sender: { name: 'Kitchen AG' },
    });
  });

  it('names what is missing or wrong', () => {
    expect(message({ POSTAL_CLIENT_ID: 'id' })).toBe(
      'POSTAL_CLIENT_SECRET is required when POSTAL_CLIENT_ID is set',
    );
    expect(message({ POSTAL_CLIENT_SECRET: 'secret' })).toBe(
      'POSTAL_CLIENT_ID is required when POSTAL_CLIENT_SECRET is set',
    );
    expect(message({ POSTAL_CLIENT_ID: 'id', POSTAL_CLIENT_SECRET: 'secret' })).toBe(
      'POSTAL_FRANKING_LICENSE is required when POSTAL_CLIENT_ID is set',
    );
    expect(message({ POSTAL_FRANKING_LICENSE: '6001321' })).toMatch(
      /POSTAL_FRANKING_LICENSE must be 8 digits/,
    );
    expect(message({ POSTAL_API_URL: 'dcapi.apis.post.ch' })).toMatch(/POSTAL_API_URL must start with http/);
    expect(message({ POSTAL_SENDER_ZIP: '80050' })).toMatch(/POSTAL_SENDER_ZIP must be a Swiss postcode/);
  });
});
