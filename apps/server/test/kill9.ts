import { demoPassword } from '../src/seed/demo.ts';
import { startInstance, type Instance } from './instances.ts';

/**
 * kill -9 rounds against a real server process: each round starts the server on the same data, checks that
 * every write acknowledged before (a 2xx with the new customer's id) is still there, fires new writes from a
 * few clients at once and SIGKILLs the process while they are in flight.
 */

// The database starts as a copy of the demo test template (migrated, demo users): no migration at start-up.
const KILL9_USER = 'super';
const KILL9_PASSWORD = demoPassword(KILL9_USER);

/** The environment of every start. */
const kill9Env = (env: Record<string, string>) => ({
  DEMO: 'false',
  SESSION_SECRET: 'kill9-session-secret-with-at-least-32-characters',
  RATE_LIMIT_MAX: '1000000',
  ...env,
});

export interface Kill9Result {
  rounds: number;
  acknowledged: number;
  lost: number[];
}

async function loginTo(on: Instance): Promise<string> {
  const response = await fetch(`${on.base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ category: 'AP', username: KILL9_USER, password: KILL9_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** Creates customers from `clients` parallel loops until stopped; returns the ids of every 201. */
function fireWrites(on: Instance, cookie: string, round: number, clients = 4) {
  const acknowledged: number[] = [];
  let running = true;
  let failure: unknown;
  let sent = 0;
  const loop = async (client: number) => {
    while (running) {
      sent += 1;
      const n = sent;
      try {
        const response = await fetch(`${on.base}/api/v1/customers`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({
            first_name: 'Kill',
            last_name: `Nine ${round}-${client}-${n}`,
            email: `kill9.${round}.${client}.${n}@example.ch`,
            billing_address: { street: 'Bahnhofstrasse 10', postcode: '8001', city: 'Zürich' },
          }),
        });
        if (response.status === 201)
          acknowledged.push(((await response.json()) as { customer_id: number }).customer_id);
        else if (response.status >= 400) throw new Error(`${response.status} ${await response.text()}`);
      } catch (error) {
        if (running) failure ??= error;
        return; // the process died under this request: it was never acknowledged
      }
    }
  };
  const loops = Promise.all(Array.from({ length: clients }, (_, i) => loop(i)));
  return {
    acknowledged,
    failed: () => failure,
    /** Stops the loops once the process is dead; requests cut off by the kill count as not acknowledged. */
    async stop() {
      running = false;
      await loops;
    },
  };
}

/** The acknowledged ids the server cannot find any more. */
async function missing(on: Instance, cookie: string, ids: number[]): Promise<number[]> {
  const lost: number[] = [];
  for (const id of ids) {
    const response = await fetch(`${on.base}/api/v1/customers/${id}`, { headers: { cookie } });
    if (response.status !== 200) lost.push(id);
  }
  return lost;
}

export async function runKill9Rounds(
  env: Record<string, string>,
  rounds: number,
  writesBeforeKill = 40,
): Promise<Kill9Result> {
  const acknowledged: number[] = [];
  const lost: number[] = [];
  for (let round = 0; round <= rounds; round += 1) {
    const server = await startInstance(kill9Env(env), 90_000);
    try {
      const cookie = await loginTo(server);
      lost.push(...(await missing(server, cookie, acknowledged)));
      if (round === rounds) break;
      const writes = fireWrites(server, cookie, round);
      // Kill while the writes are in full flow, a little after a given number was acknowledged.
      while (writes.acknowledged.length < writesBeforeKill) {
        if (writes.failed()) throw writes.failed();
        await new Promise((r) => setTimeout(r, 5));
      }
      await server.kill();
      await writes.stop();
      acknowledged.push(...writes.acknowledged);
    } finally {
      await server.stop();
    }
  }
  return { rounds, acknowledged: acknowledged.length, lost };
}
