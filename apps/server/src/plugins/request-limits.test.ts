import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/**
 * Rules every request schema keeps, read from the OpenAPI document the server publishes (issue 23): every string
 * and every array a client can send has a maximum, so no request can make the server hold or check an unbounded
 * value. A string counts as bounded by maxLength, an enum or const, or an anchored pattern without an unbounded
 * repeat (`^[1-9]\d{3}$` is at most 4 characters).
 */
type Schema = Record<string, unknown> & {
  default?: unknown;
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  pattern?: string;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

let t: TestApp;
let doc: {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => {
  await t.app.close();
});

const boundedPattern = (pattern: string | undefined) =>
  pattern !== undefined &&
  pattern.startsWith('^') &&
  pattern.endsWith('$') &&
  // Escapes and character classes first: a `+` in `[+\d]` repeats nothing.
  !/[*+]|\{\d+,\}/.test(pattern.replace(/\\./g, '').replace(/\[[^\]]*\]/g, 'c'));

/** Every unbounded string and array of a schema, named by where it is. */
function unbounded(schema: Schema | undefined, where: string, found: string[], depth = 0): void {
  let s = schema;
  while (s?.$ref) s = doc.components?.schemas?.[s.$ref.split('/').at(-1)!];
  if (!s || depth > 20) return;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (
    types.includes('string') &&
    !('maxLength' in s || 'enum' in s || 'const' in s || boundedPattern(s.pattern))
  )
    found.push(`${where}: string without a maximum`);
  if (types.includes('array') && !('maxItems' in s)) found.push(`${where}: array without maxItems`);
  for (const part of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])])
    unbounded(part, where, found, depth + 1);
  for (const [name, property] of Object.entries(s.properties ?? {}))
    unbounded(property, `${where}.${name}`, found, depth + 1);
  if (s.items) unbounded(s.items, `${where}[]`, found, depth + 1);
  if (typeof s.additionalProperties === 'object')
    unbounded(s.additionalProperties, `${where}{}`, found, depth + 1);
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];

function requestSchemas(): { where: string; schema: Schema | undefined }[] {
  const out: { where: string; schema: Schema | undefined }[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!methods.includes(method)) continue;
      const route = `${method.toUpperCase()} ${path}`;
      for (const p of operation.parameters ?? [])
        out.push({ where: `${route} ${p.in} ${p.name}`, schema: p.schema });
      for (const [type, content] of Object.entries(operation.requestBody?.content ?? {}))
        out.push({ where: `${route} body (${type})`, schema: content.schema });
    }
  }
  return out;
}

describe('request schemas (OpenAPI)', () => {
  it('describes every route with its requests', () => {
    expect(requestSchemas().length).toBeGreaterThan(500);
  });

  it('gives every string and array a client sends a maximum', () => {
    const found: string[] = [];
    for (const { where, schema } of requestSchemas()) unbounded(schema, where, found);
    expect(found, found.join('\n')).toEqual([]);
  });
});

/**
 * PUT bodies whose fields still take a default when left out (so leaving one out resets it). A PUT replaces the
 * record (ADR 084): these are being converted to refuse a missing field; none may be added.
 */
const putsStillDefaulting = new Set<string>([]);

describe('PUT bodies (OpenAPI)', () => {
  it('never give a field left out a default: it is refused, not reset (ADR 084)', () => {
    const defaulting: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      const put = operations.put;
      if (!put) continue;
      for (const content of Object.values(put.requestBody?.content ?? {})) {
        let s = content.schema;
        while (s?.$ref) s = doc.components?.schemas?.[s.$ref.split('/').at(-1)!];
        const fields = Object.entries(s?.properties ?? {}).filter(([, field]) => 'default' in field);
        if (fields.length > 0) defaulting.push(`PUT ${path}`);
      }
    }
    expect(defaulting.filter((route) => !putsStillDefaulting.has(route))).toEqual([]);
    // A converted route leaves the list, so the list only shrinks.
    expect([...putsStillDefaulting].filter((route) => !defaulting.includes(route))).toEqual([]);
    expect(defaulting).not.toContain('PUT /api/v1/orders/{id}');
  });
});
