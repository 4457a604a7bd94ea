import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = fileURLToPath(new URL('../../drizzle/', import.meta.url));
const journal = JSON.parse(readFileSync(`${folder}meta/_journal.json`, 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('migration journal', () => {
  it('lists every migration file once, in number order', () => {
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => name.replace(/\.sql$/, ''))
      .sort();
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      expect(entry.tag.startsWith(String(index).padStart(4, '0'))).toBe(true);
    });
  });

  // The migrator applies a migration only when its `when` is later than the last one the database has
  // applied: a migration generated earlier but numbered later would be skipped on existing databases.
  it('gives each migration a later timestamp than the one before', () => {
    const out = journal.entries.filter(
      (entry, index) => index > 0 && entry.when <= journal.entries[index - 1]!.when,
    );
    expect(out.map((entry) => entry.tag)).toEqual([]);
  });
});
