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

/** The places in a body schema where a value left out would be filled in (`default`), nested ones included. */
function defaultsIn(schema: Schema | undefined, at: string, found: string[], depth = 0): string[] {
  let s = schema;
  while (s?.$ref) s = doc.components?.schemas?.[s.$ref.split('/').at(-1)!];
  if (!s || depth > 12) return found;
  if ('default' in s) found.push(at);
  for (const [name, field] of Object.entries(s.properties ?? {}))
    defaultsIn(field, `${at}.${name}`, found, depth + 1);
  if (s.items) defaultsIn(s.items, `${at}[]`, found, depth + 1);
  for (const part of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])])
    defaultsIn(part, at, found, depth + 1);
  return found;
}

describe('PUT bodies (OpenAPI)', () => {
  it('never give a field left out a default, at any depth: it is refused, not reset (ADR 084)', () => {
    const defaulting: string[] = [];
    let puts = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      const put = operations.put;
      if (!put) continue;
      puts += 1;
      for (const content of Object.values(put.requestBody?.content ?? {}))
        defaulting.push(...defaultsIn(content.schema, `PUT ${path} body`, []));
    }
    expect(puts).toBeGreaterThan(40);
    expect(defaulting).toEqual([]);
  });
});
