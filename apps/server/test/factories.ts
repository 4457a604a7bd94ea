import type { Allergen } from '@brigade/domain/schemas/allergens';
import type { User } from '@brigade/domain/schemas/users';
import type { FastifyInstance } from 'fastify';

let sequence = 0;
const next = () => `${process.pid % 1000}x${++sequence}`;

/** Creates a user through the API (so hashing, audit and rules run as in production). */
export async function createUser(
  app: FastifyInstance,
  cookie: string,
  overrides: Record<string, unknown> = {},
): Promise<User & { password: string }> {
  const n = next();
  const payload = {
    username: `user${n}`,
    email: `user${n}@example.test`,
    password: `password-${n}-long`,
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/v1/users', headers: { cookie }, payload });
  if (response.statusCode !== 201) throw new Error(`createUser: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as User), password: payload.password as string };
}

export async function createAllergen(
  app: FastifyInstance,
  cookie: string,
  overrides: Partial<{ name: string; name_de: string }> = {},
): Promise<Allergen> {
  const n = next();
  const payload = { name: `Allergen ${n}`, name_de: `Allergen DE ${n}`, ...overrides };
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/allergens',
    headers: { cookie },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`createAllergen: ${response.statusCode} ${response.body}`);
  return response.json() as Allergen;
}
