import { messages } from '@brigade/domain/messages/catalogue';
import type { DayNotesResponse, DayTask, ProductionWeek } from '@brigade/domain/schemas/production';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { createAuditService } from '../audit/service.ts';

// Notes and tasks of a planning day (at most 5000 characters: ADR 031). 2031-05-05 is a Monday.
const DATE = '2031-05-07';
const notesUrl = `/api/v1/production/days/${DATE}/notes`;
const tasksUrl = `/api/v1/production/days/${DATE}/tasks`;

let t: TestApp;
let planner: string;
let chef: string;
let driver: string;

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const dayOfWeek = async () =>
  (await call('GET', `/api/v1/production/weeks?start_date=${DATE}`, chef)).json<ProductionWeek>().days[2]!;

beforeAll(async () => {
  t = await buildTestApp();
  planner = await loginAs(t.app, 'SUPER_CHEF');
  chef = await loginAs(t.app, 'CHEF');
  driver = await loginAs(t.app, 'CHEF', 'LOGISTICS');
});
afterAll(async () => {
  await t?.app.close();
});

describe('PUT /production/days/:date/notes', () => {
  it('creates the planning day with version 0, then updates it with the version read (chefs too)', async () => {
    const created = await call('PUT', notesUrl, chef, { notes: 'Late delivery', notes_chef: '', version: 0 });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<DayNotesResponse>()).toEqual({
      date: DATE,
      notes: 'Late delivery',
      notes_chef: '',
      version: 1,
    });
    const updated = await call('PUT', notesUrl, planner, {
      notes: 'Late delivery',
      notes_chef: 'Soak the beans',
      version: 1,
    });
    expect(updated.json<DayNotesResponse>()).toMatchObject({ notes_chef: 'Soak the beans', version: 2 });
    expect(await dayOfWeek()).toMatchObject({
      notes: 'Late delivery',
      notes_chef: 'Soak the beans',
      version: 2,
    });
    const audit = await createAuditService({ db: t.database.db, clock: t.clock }).list('planning_day', DATE);
    expect(audit.map((a) => a.action)).toEqual(['update', 'create']);
  });

  it('refuses 5001 characters (400) and a stale version or a second create (409), changing nothing', async () => {
    const long = await call('PUT', notesUrl, planner, {
      notes: 'x'.repeat(5001),
      notes_chef: '',
      version: 2,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual({ notes: messages.notesTooLong });
    const exactly = 'y'.repeat(5000);
    const stale = await call('PUT', notesUrl, planner, { notes: exactly, notes_chef: '', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    const again = await call('PUT', notesUrl, planner, { notes: exactly, notes_chef: '', version: 0 });
    expect(again.statusCode).toBe(409);
    expect(await dayOfWeek()).toMatchObject({ notes: 'Late delivery', version: 2 });
    const ok = await call('PUT', notesUrl, planner, { notes: exactly, notes_chef: '', version: 2 });
    expect(ok.json<DayNotesResponse>().notes).toHaveLength(5000);
  });

  it('refuses logistics users and a bad date', async () => {
    expect((await call('PUT', notesUrl, driver, { notes: '', notes_chef: '', version: 3 })).statusCode).toBe(
      403,
    );
    const bad = await call('PUT', '/api/v1/production/days/2031-13-01/notes', planner, {
      notes: '',
      notes_chef: '',
      version: 0,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('tasks of a day', () => {
  let task: DayTask;

  it('planners add tasks; chefs may not (201 / 403; a name is required)', async () => {
    expect((await call('POST', tasksUrl, chef, { name: 'Clean the oven' })).statusCode).toBe(403);
    expect((await call('POST', tasksUrl, planner, { name: '  ' })).json().details).toEqual({
      name: messages.nameRequired,
    });
    const response = await call('POST', tasksUrl, planner, { name: 'Clean the oven', text: 'Both of them' });
    expect(response.statusCode, response.body).toBe(201);
    task = response.json<DayTask>();
    expect(task).toMatchObject({ name: 'Clean the oven', text: 'Both of them', is_done: false, version: 1 });
    expect((await dayOfWeek()).tasks).toEqual([task]);
  });

  it('refuses a tick that leaves the text out (400, not a reset that reads as a change), changing nothing', async () => {
    const url = `${tasksUrl}/${task.task_id}`;
    const refused = await call('PUT', url, chef, { name: task.name, is_done: true, version: 1 });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().details)).toEqual(['text']);
    expect((await dayOfWeek()).tasks).toEqual([task]);
  });

  it('chefs tick a task done but may not rename it; planners may', async () => {
    const url = `${tasksUrl}/${task.task_id}`;
    const renamed = await call('PUT', url, chef, {
      name: 'Other',
      text: task.text,
      is_done: true,
      version: 1,
    });
    expect(renamed.statusCode).toBe(403);
    const ticked = await call('PUT', url, chef, {
      name: task.name,
      text: task.text,
      is_done: true,
      version: 1,
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json<DayTask>()).toMatchObject({ is_done: true, version: 2 });
    const stale = await call('PUT', url, planner, { name: 'X', text: '', is_done: false, version: 1 });
    expect(stale.statusCode).toBe(409);
    const edited = await call('PUT', url, planner, {
      name: 'Clean ovens',
      text: '',
      is_done: true,
      version: 2,
    });
    task = edited.json<DayTask>();
    expect(task).toMatchObject({ name: 'Clean ovens', version: 3 });
  });

  it('answers 404 for a task under another date; deletes with the version read (planners only)', async () => {
    const otherDay = `/api/v1/production/days/2031-05-08/tasks/${task.task_id}`;
    expect(
      (await call('PUT', otherDay, planner, { name: 'a', text: '', is_done: false, version: 3 })).statusCode,
    ).toBe(404);
    const url = `${tasksUrl}/${task.task_id}`;
    expect((await call('DELETE', `${url}?version=3`, chef)).statusCode).toBe(403);
    expect((await call('DELETE', `${url}?version=2`, planner)).statusCode).toBe(409);
    expect((await call('DELETE', `${url}?version=3`, planner)).statusCode).toBe(204);
    expect((await call('DELETE', `${url}?version=3`, planner)).statusCode).toBe(404);
    expect((await dayOfWeek()).tasks).toEqual([]);
    const audit = await createAuditService({ db: t.database.db, clock: t.clock }).list(
      'day_task',
      task.task_id,
    );
    expect(audit.map((a) => a.action)).toEqual(['delete', 'update', 'update', 'create']);
  });
});
