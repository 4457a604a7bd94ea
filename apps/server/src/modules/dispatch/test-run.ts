import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ConsignmentsResponse } from '@brigade/domain/schemas/logistics';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { eventually } from '../../../test/jobs.ts';
import { buildTestApp, login, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { MONDAY } from '../production/test-week.ts';
import { insertHandWorkedDelivery, type HandWorkedDelivery } from '../logistics/test-delivery.ts';

/** Rico's PM-0 run of the hand-worked Monday (test-delivery.ts): the gym (Ben and Cleo) and Eva. */
export const RICO_PM = `/logistics/consignments/rico/${MONDAY}/PM-0`;

/** What `app.inject` answers (the fastify type, not light-my-request's own import). */
type Injected = Awaited<ReturnType<FastifyInstance['inject']>>;

export interface RunTest {
  t: TestApp;
  admin: string;
  objects: string;
  delivery: HandWorkedDelivery;
  call: (method: string, url: string, cookie?: string, payload?: object) => Promise<Injected>;
  board: (url?: string, cookie?: string) => Promise<ConsignmentsResponse>;
  /** Publishes the run and waits until the board shows the new version. */
  publish: (body?: object, url?: string) => Promise<ConsignmentsResponse>;
  /** Creates a user and logs in (Logistics of a company, or AP). */
  user: (username: string, group: string, category: string, company: string) => Promise<string>;
}

export async function startRunTest(env: Record<string, string> = {}): Promise<RunTest> {
  const objects = await mkdtemp(path.join(tmpdir(), 'brigade-dispatch-objects-'));
  const t = await buildTestApp({ env: { OBJECT_STORE_DIR: objects, ...env } });
  const admin = await loginAs(t.app, 'SUPER');
  const delivery = await insertHandWorkedDelivery(t, admin);
  const call: RunTest['call'] = (method, url, cookie = admin, payload) => {
    const options: InjectOptions = { method: method as 'GET', url: `/api/v1${url}`, headers: { cookie } };
    if (payload) options.payload = payload;
    return t.app.inject(options);
  };
  const board = async (url = RICO_PM, cookie = admin) => {
    const response = await call('GET', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ConsignmentsResponse>();
  };
  const publish = async (body: object = { tracking: true }, url = RICO_PM) => {
    const before = (await board(url)).run.published_version;
    const response = await call('POST', `${url}/publish`, admin, body);
    expect(response.statusCode, response.body).toBe(202);
    return eventually(async () => {
      const after = await board(url);
      return after.run.published_version > before ? after : undefined;
    });
  };
  const user = async (username: string, group: string, category: string, company: string) => {
    const password = 'a-long-test-password-2026';
    const response = await call('POST', '/users', admin, {
      username,
      password,
      user_group: group,
      user_category: category,
      company_slug: company,
    });
    expect(response.statusCode, response.body).toBe(201);
    return login(t.app, username, password, category as 'AP');
  };
  return { t, admin, objects, delivery, call, board, publish, user };
}
