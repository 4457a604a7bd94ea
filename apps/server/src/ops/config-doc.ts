import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { envVariables } from '../config.ts';

/**
 * The configuration reference of docs/operations.md, made from the code: the variables and defaults from the
 * config schema (config.ts with the config-*.ts parts it spreads in), the meaning from each file's comment that
 * lists its variables ("NAME   what it does", continued on indented lines). `npm run docs:config` writes it; a
 * test fails when the document is behind the code.
 */

const sourceDir = fileURLToPath(new URL('..', import.meta.url));
export const operationsDoc = fileURLToPath(new URL('../../../../docs/operations.md', import.meta.url));
const BEGIN = '<!-- config:begin (npm run docs:config writes this table) -->';
const END = '<!-- config:end -->';

const titles: Record<string, string> = {
  'config.ts': 'Server',
  'config-integrations.ts': 'Outside services',
  'config-accounting.ts': 'Accounting service',
  'config-postal.ts': 'Postal service',
  'config-labels.ts': 'Labels',
  'config-invoices.ts': 'Invoices',
  'config-payments.ts': 'Payments',
};

interface Entry {
  names: string[];
  text: string;
}

const entryLine = /^([A-Z][A-Z0-9_]*(?:, [A-Z][A-Z0-9_]*)*)(?:\s{2,}(.*))?$/;

/** The "NAME  text" entries of a file's comments, in their order. */
function entriesOf(source: string): Entry[] {
  const entries: Entry[] = [];
  let current: Entry | undefined;
  for (const raw of source.split('\n')) {
    const comment = /^\s*\* ?(.*)$/.exec(raw)?.[1];
    if (comment === undefined || raw.trim().startsWith('*/')) {
      current = undefined;
      continue;
    }
    const match = entryLine.exec(comment);
    const names = match?.[1]?.split(', ') ?? [];
    if (match && names.every((name) => name in envVariables)) {
      current = { names, text: match[2] ?? '' };
      entries.push(current);
    } else if (current && /^\s/.test(comment) && comment.trim()) {
      current.text = `${current.text} ${comment.trim()}`.trim();
    } else {
      current = undefined;
    }
  }
  return mergePairs(entries);
}

/**
 * Variables described together: "A  with B: …" (B's own line continues the text), or a line whose sentence
 * runs on into the next variable's line.
 */
function mergePairs(entries: Entry[]): Entry[] {
  const merged: Entry[] = [];
  for (const entry of entries) {
    const last = merged.at(-1);
    const clause = last?.text.startsWith('with ') ? last.text.split(':')[0] : '';
    const together = entry.names.some((name) => clause?.includes(name));
    const runsOn = last !== undefined && !/[.:)]$/.test(last.text) && /^[a-z]/.test(entry.text);
    if (last && (together || runsOn)) {
      last.names.push(...entry.names);
      last.text = `${last.text} ${entry.text}`.trim();
    } else merged.push({ names: [...entry.names], text: entry.text });
  }
  return merged;
}

interface Introspectable {
  _zod?: { def: { type: string; defaultValue?: unknown; innerType?: unknown; in?: unknown } };
}

/** The default a variable's schema gives it, if any (through optional, default and pipe wrappers). */
function defaultOf(schema: unknown): string | undefined {
  let current = schema as Introspectable | undefined;
  for (let depth = 0; current?._zod && depth < 5; depth++) {
    const def = current._zod.def;
    if (def.type === 'default') {
      const value =
        typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
      return String(value);
    }
    const inner = def.type === 'pipe' ? def.in : def.innerType;
    current = inner as Introspectable | undefined;
  }
  return undefined;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

function defaults(names: string[]): string {
  const known = names.map((name) => [name, defaultOf(envVariables[name])] as const).filter(([, d]) => d);
  if (known.length === 0) return '—';
  if (names.length === 1) return `\`${cell(known[0]![1]!)}\``;
  return known.map(([name, value]) => `${name}: \`${cell(value!)}\``).join(', ');
}

/** The reference: one table per configuration file. Throws when a variable of the schema has no description. */
export function configReference(): string {
  const files = readdirSync(sourceDir)
    .filter((f) => /^config(-[a-z-]+)?\.ts$/.test(f) && f !== 'config-error.ts')
    .sort((a, b) => (a === 'config.ts' ? -1 : b === 'config.ts' ? 1 : a.localeCompare(b)));
  const documented = new Set<string>();
  const sections = files.map((file) => {
    const entries = entriesOf(readFileSync(path.join(sourceDir, file), 'utf8'));
    for (const entry of entries) for (const name of entry.names) documented.add(name);
    const rows = entries.map(
      (e) => `| ${e.names.map((n) => `\`${n}\``).join(', ')} | ${defaults(e.names)} | ${cell(e.text)} |`,
    );
    return [
      `### ${titles[file] ?? file} (\`apps/server/src/${file}\`)`,
      '',
      '| variable | default | meaning |',
      '| --- | --- | --- |',
      ...rows,
    ].join('\n');
  });
  const missing = Object.keys(envVariables).filter((name) => !documented.has(name));
  if (missing.length > 0) {
    throw new Error(`No description in the config files' comments for: ${missing.join(', ')}`);
  }
  return sections.filter((s) => s.includes('\n| `')).join('\n\n');
}

/** A table row's cells, trimmed: Prettier aligns the columns, which changes nothing a reader sees. */
function normalised(doc: string): string {
  return doc
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split(/(?<!\\)\|/)
            .map((c) => c.trim().replace(/^:?-+:?$/, '---'))
            .join('|')
        : line.trimEnd(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Whether the document's reference is the one the code makes now (however Prettier laid the table out). */
export function isCurrent(doc: string): boolean {
  return normalised(withReference(doc, configReference())) === normalised(doc);
}

/** The document with its reference between the markers replaced by `reference`. */
export function withReference(doc: string, reference: string): string {
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/operations.md lacks the markers ${BEGIN} … ${END}`);
  return `${doc.slice(0, start + BEGIN.length)}\n\n${reference}\n\n${doc.slice(end)}`;
}
