import { FOLDER_MIME, SHEET_MIME, weekFoldersByYear } from '@brigade/domain/files/year-folders';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGoogleFiles } from './google.ts';
import { startGoogleStub } from './google-stub.ts';

describe('file-storage adapter (googleapis) against the loopback stub', () => {
  let stub: Awaited<ReturnType<typeof startGoogleStub>>;
  const waits: number[] = [];
  const files = (over: { accessToken?: string; timeoutMs?: number } = {}) =>
    createGoogleFiles({
      rootFolderId: 'root',
      accessToken: over.accessToken ?? stub.token,
      rootUrl: stub.url,
      timeoutMs: over.timeoutMs,
      sleep: async (ms) => void waits.push(ms),
    });

  beforeAll(async () => {
    stub = await startGoogleStub();
    stub.files.push(
      { id: 'y26', name: '2026', mimeType: FOLDER_MIME, parents: ['root'] },
      { id: 'y25', name: '2025', mimeType: FOLDER_MIME, parents: ['root'] },
      { id: 'w1', name: 'WK 48', mimeType: FOLDER_MIME, parents: ['y26'] },
      { id: 'w2', name: 'WK 49', mimeType: FOLDER_MIME, parents: ['y26'] },
      {
        id: 'hours',
        name: "Hours 'Nov'",
        mimeType: SHEET_MIME,
        parents: ['w1'],
        rows: [
          ['date', 'mins', 'chf', 'name', 'is_am'],
          ['24/11/2026', '240', '120.00', 'Anna Muster', '1'],
          ['24/11/2026', '180', '90.00', 'Ben, Graf', '0'],
        ],
      },
    );
    for (let n = 0; n < 1200; n += 1)
      stub.files.push({ id: `f${n}`, name: `scan ${n}`, mimeType: 'image/png', parents: ['bulk'] });
  });
  afterAll(async () => stub.close());
  beforeEach(() => {
    waits.length = 0;
  });

  it('lists the year folders and their week folders', async () => {
    const service = files();
    const years = await service.children();
    const weeks = (await Promise.all(years.map((y) => service.children(y.id)))).flat();
    const byYear = weekFoldersByYear(years, weeks);
    expect([...byYear.entries()].map(([y, w]) => [y, w.map((x) => x.name)])).toEqual([
      ['2026', ['WK 48', 'WK 49']],
    ]);
  });

  it('reads every page of a large folder (1,000 per page)', async () => {
    expect(await files().children('bulk')).toHaveLength(1200);
  });

  it('finds a file by its exact name (quotes escaped), exports it as CSV and reads it as values', async () => {
    const [sheet] = await files().filesNamed("Hours 'Nov'");
    expect(sheet?.id).toBe('hours');
    expect(await files().exportCsv('hours')).toBe(
      'date,mins,chf,name,is_am\r\n24/11/2026,240,120.00,Anna Muster,1\r\n24/11/2026,180,90.00,"Ben, Graf",0',
    );
    expect((await files().sheetValues('hours', 'A1:E3'))[1]).toEqual([
      '24/11/2026',
      '240',
      '120.00',
      'Anna Muster',
      '1',
    ]);
  });

  it('401 and 404 are clear messages', async () => {
    await expect(files({ accessToken: 'expired' }).children()).rejects.toThrow(
      'Unable to list the files of a folder. The service refused our credentials (HTTP 401): Request had invalid authentication credentials.',
    );
    await expect(files().exportCsv('gone')).rejects.toThrow(
      'Unable to export file gone. The service does not know it (HTTP 404): File not found: gone.',
    );
  });

  it('429 honours Retry-After, 503 is retried with backoff, then both succeed', async () => {
    stub.fail({ kind: 'status', status: 429, retryAfter: '2' }, { kind: 'status', status: 503 });
    expect(await files().children('y26')).toHaveLength(2);
    expect(waits).toEqual([2000, 2000]);
  });

  it('no answer within the time-out, and a body that is not JSON', async () => {
    stub.fail({ kind: 'hang' });
    await expect(files({ timeoutMs: 300 }).children()).rejects.toThrow(
      'Unable to list the files of a folder.',
    );
    stub.fail({ kind: 'malformed' });
    await expect(files().children()).rejects.toThrow('Unable to list the files of a folder.');
  });
});
