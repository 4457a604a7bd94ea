import { serializerCompiler } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';

/** The answer schemas whose routes build exactly their shape (ADR 072): sent unchecked in production. */
const builtExactly = new WeakSet<z.ZodType>();

/**
 * Marks a route's answer schema as built exactly by the route (every field the schema names, none it lacks,
 * nothing to transform): in production the answer is sent as built (`JSON.stringify`), without running zod over
 * it — for large answers that check costs as much as building them (ADR 072). Tests and development still check
 * each answer against the schema, and that the check changes nothing, so a drift fails a test.
 */
export function builtExactlyTo<S extends z.ZodType>(schema: S): S {
  builtExactly.add(schema);
  return schema;
}

type SerializerCompiler = Parameters<typeof serializerCompiler>[0];

/** An answer the checked serialiser would send differently: the route no longer builds its schema's shape. */
class NotBuiltExactlyError extends Error {
  constructor(method: string, url: string) {
    super(
      `Response of ${method} ${url} is not its schema's shape (ADR 072): fields added, missing or changed`,
    );
  }
}

/**
 * The server's response serialiser (ADR 072): every answer is checked against its route's zod schema
 * (fastify-type-provider-zod), except — with `check` off (production) — those of schemas marked
 * {@link builtExactlyTo}, which are sent as built. With `check` on, a marked answer must also come out of the
 * check unchanged.
 */
export function responseSerializer(check: boolean) {
  return (route: SerializerCompiler): ((data: unknown) => string) => {
    const checked = serializerCompiler(route);
    if (!builtExactly.has(route.schema as z.ZodType)) return checked;
    if (!check) return (data) => JSON.stringify(data);
    return (data) => {
      const json = checked(data);
      const asBuilt = JSON.stringify(data);
      if (json !== asBuilt && !isDeepStrictEqual(JSON.parse(json), JSON.parse(asBuilt)))
        throw new NotBuiltExactlyError(route.method, route.url);
      return asBuilt;
    };
  };
}
