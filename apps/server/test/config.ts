import path from 'node:path';
import { tmpdir } from 'node:os';
import { loadConfig, type Config } from '../src/config.ts';

/** The configuration tests start from: no demo seeding (the template is seeded), no web build, lenient limits. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DEMO: 'false',
    SESSION_SECRET: 'test-session-secret-with-at-least-32-characters',
    WEB_DIST: path.join(tmpdir(), 'brigade-no-web-dist'),
    DATA_DIR: path.join(tmpdir(), 'brigade-test-data-unused'),
    LOG_LEVEL: 'silent',
    ...env,
  });
}
