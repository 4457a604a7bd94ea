import { FOLDER_MIME, SHEET_MIME } from '@brigade/domain/files/year-folders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { startGoogleStub } from '../../integrations/files/google-stub.ts';

describe('files from the file-storage service', () => {
  let t: TestApp;
  let stub: Awaited<ReturnType<typeof startGoogleStub>>;
  let admin: string;

  beforeAll(async () => {
    stub = await startGoogleStub();
    stub.files.push(
      { id: 'y26', name: '2026', mimeType: FOLDER_MIME, parents: ['root'] },
      { id: 'w48', name: 'WK 48', mimeType: FOLDER_MIME, parents: ['y26'] },
      { id: 'w9', name: 'WK 9', mimeType: FOLDER_MIME, parents: ['y26'] },
      {
        id: 'hours48',
        name: 'Hours WK 48',
        mimeType: SHEET_MIME,
        parents: ['w48'],
        rows: [
          ['date', 'mins'],
          ['24/11/2026', '240'],
        ],
      },
      { id: 'dup1', name: 'Menu', mimeType: SHEET_MIME, parents: ['w48'] },
      { id: 'dup2', name: 'Menu', mimeType: SHEET_MIME, parents: ['w9'] },
    );
    t = await buildTestApp({
      env: { GOOGLE_DRIVE_FOLDER_ID: 'root', GOOGLE_ACCESS_TOKEN: stub.token, GOOGLE_API_URL: stub.url },
    });
    admin = await loginAs(t.app, 'SUPER');
  });
  afterAll(async () => {
    await t.app.close();
    await stub.close();
  });
  const get = (url: string, cookie = admin) => t.app.inject({ url: `/api/v1${url}`, headers: { cookie } });

  it('lists the week folders by year, a folder, a file by name, and a sheet as CSV', async () => {
    expect((await get('/files/weeks')).json()).toEqual({
      connected: true,
      years: [
        {
          year: '2026',
          weeks: [
            { id: 'w9', name: 'WK 9' },
            { id: 'w48', name: 'WK 48' },
          ],
        },
      ],
    });
    const folder = (await get('/files/folders/w48')).json().files;
    expect(folder.map((f: { name: string; is_sheet: boolean }) => [f.name, f.is_sheet])).toEqual([
      ['Hours WK 48', true],
      ['Menu', true],
    ]);
    expect((await get('/files/find?name=Hours%20WK%2048')).json().id).toBe('hours48');
    const csv = await get('/files/hours48/csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toBe('date,mins\r\n24/11/2026,240');
  });

  it('none or several files of a name are clear 422s', async () => {
    const none = await get('/files/find?name=Kitchen');
    expect(none.statusCode).toBe(422);
    expect(none.json().error_message).toBe('Unable to find file Kitchen');
    expect((await get('/files/find?name=Menu')).json().error_message).toBe('Found more than one file');
  });

  it('a failing service is a clear message; other roles are refused', async () => {
    stub.fail({ kind: 'status', status: 500 });
    const failed = await get('/files/folders/w48');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error_message).toBe(
      'Unable to list the files of a folder. The service failed (HTTP 500): stub answer 500',
    );
    const chef = await loginAs(t.app, 'SUPER_CHEF');
    expect((await get('/files/weeks', chef)).statusCode).toBe(403);
  });
});

describe('files without a file-storage service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.app.close());

  it('says it is not connected', async () => {
    const admin = await loginAs(t.app, 'SUPER');
    expect((await t.app.inject({ url: '/api/v1/files/weeks', headers: { cookie: admin } })).json()).toEqual({
      connected: false,
      years: [],
    });
    const find = await t.app.inject({ url: '/api/v1/files/find?name=x', headers: { cookie: admin } });
    expect(find.statusCode).toBe(422);
  });
});
