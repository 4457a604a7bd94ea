import { hash, verify } from '@node-rs/argon2';

// OWASP / ASVS V2.4 minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane.
// algorithm 2 is Argon2id (a const enum in the package's types, which isolated modules cannot import).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed hash never logs anyone in
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash so that an unknown username costs as much time as a wrong password,
 * and response timing does not tell which usernames exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('brigade-dummy-password-never-matches');
  await verifyPassword(await dummyHash, password);
  return false;
}
