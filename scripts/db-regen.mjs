#!/usr/bin/env node
// `npm run db:regen -- <name>`: while a change is in progress, fold every migration that is not committed yet
// into one freshly generated migration, so several edits of a schema file end as a single forward migration.
// Committed migrations are never touched.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const drizzle = `${root}apps/server/drizzle`;
const journalPath = `${drizzle}/meta/_journal.json`;
const name = process.argv[2] ?? 'next';

const committed = JSON.parse(
  execFileSync('git', ['show', 'HEAD:apps/server/drizzle/meta/_journal.json'], {
    cwd: root,
    encoding: 'utf8',
  }),
);
const current = JSON.parse(readFileSync(journalPath, 'utf8'));
const keep = new Set(committed.entries.map((e) => e.tag));
for (const entry of current.entries.filter((e) => !keep.has(e.tag))) {
  const index = String(entry.idx).padStart(4, '0');
  rmSync(`${drizzle}/${entry.tag}.sql`, { force: true });
  rmSync(`${drizzle}/meta/${index}_snapshot.json`, { force: true });
  console.log(`removed uncommitted migration ${entry.tag}`);
}
writeFileSync(journalPath, JSON.stringify(committed, null, 2));
const r = spawnSync(
  'npx',
  ['drizzle-kit', 'generate', '--config', 'apps/server/drizzle.config.ts', '--name', name],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(r.status ?? 1);
