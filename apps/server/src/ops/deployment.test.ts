import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envVariables } from '../config.ts';
import { configReference, isCurrent, operationsDoc, withReference } from './config-doc.ts';

const repoFile = (name: string) => readFileSync(new URL(`../../../../${name}`, import.meta.url), 'utf8');

describe('docs/operations.md', () => {
  it('holds the configuration reference the code makes now (npm run docs:config)', () => {
    expect(isCurrent(readFileSync(operationsDoc, 'utf8'))).toBe(true);
  });

  it('names every variable of the config schema, with its default', () => {
    const reference = configReference();
    for (const name of Object.keys(envVariables)) expect(reference).toContain(`\`${name}\``);
    expect(reference).toMatch(/\| `PORT` \| `3000` \|/);
    expect(reference).toMatch(/\| `METRICS_KEY` \| — \|/);
  });

  it('notices a reference that is behind the code', () => {
    const doc = readFileSync(operationsDoc, 'utf8');
    const stale = withReference(doc, configReference().replace('| `BACKUP_DIR` |', '| `BACKUP_FOLDER` |'));
    expect(isCurrent(stale)).toBe(false);
  });
});

describe('deployment files', () => {
  it('Dockerfile: multi-stage, runs as a user other than root, checks /api/v1/health', () => {
    const dockerfile = repoFile('Dockerfile');
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    const users = [...dockerfile.matchAll(/^USER (\S+)/gm)].map((m) => m[1]);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/api\/v1\/health/m);
  });

  it('compose.yaml: the app with PostgreSQL 16 on a volume', () => {
    const compose = repoFile('compose.yaml');
    expect(compose).toContain('image: postgres:16');
    expect(compose).toMatch(/postgres-data:\/var\/lib\/postgresql\/data/);
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/brigade:/);
  });

  it('the systemd unit stops with SIGTERM and waits longer than the shutdown', () => {
    const unit = repoFile('deploy/brigade.service');
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1])).toBeGreaterThan(10);
    expect(unit).toMatch(/^User=brigade$/m);
  });
});
