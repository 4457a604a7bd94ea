import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery, makePgliteTemplates, makePostgresTemplates, type TemplateName } from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: dump files per template. PostgreSQL: template database names. */
    dbTemplates: { kind: 'pglite' | 'postgres'; templates: Record<TemplateName, string> };
  }
}

/** Migrates (and seeds) once per run; every test file then copies the result (~0.6 s instead of ~4 s). */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
  if (baseUrl) {
    const prefix = `brigade_tpl_${runId}`;
    const templates = await makePostgresTemplates(baseUrl, prefix);
    project.provide('dbTemplates', { kind: 'postgres', templates });
    return async () => {
      for (const name of Object.values(templates))
        await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  const dumps = await makePgliteTemplates();
  const files = {} as Record<TemplateName, string>;
  for (const [name, blob] of Object.entries(dumps) as [TemplateName, Blob][]) {
    files[name] = path.join(tmpdir(), `brigade-test-${runId}-${name}.tar`);
    writeFileSync(files[name], Buffer.from(await blob.arrayBuffer()));
  }
  project.provide('dbTemplates', { kind: 'pglite', templates: files });
  return async () => {
    for (const file of Object.values(files)) rmSync(file, { force: true });
  };
}
