import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalObjectStore } from './local.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'brigade-objects-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('local object store', () => {
  it('writes a document as a file under its key and reads it back', async () => {
    const store = createLocalObjectStore(root);
    await store.putJson('ap/recipes/analysis/12-latest', { kcal: 487.36 });
    expect(await store.getJson('ap/recipes/analysis/12-latest')).toEqual({ kcal: 487.36 });
    const file = path.join(root, 'ap', 'recipes', 'analysis', '12-latest');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ kcal: 487.36 });
  });

  it('keeps a generated file byte for byte', async () => {
    const store = createLocalObjectStore(root);
    const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0xff, 0x00, 0xe2]);
    await store.putBytes('ap/labels/pdf/job-1.pdf', pdf, 'application/pdf');
    expect(Buffer.from((await store.getBytes('ap/labels/pdf/job-1.pdf'))!)).toEqual(pdf);
    expect(await store.getBytes('ap/labels/pdf/none.pdf')).toBeNull();
  });

  it('replaces a document and leaves no temporary file behind', async () => {
    const store = createLocalObjectStore(root);
    await store.putJson('ap/shopping_list/5/list', [1]);
    await store.putJson('ap/shopping_list/5/list', [2]);
    expect(await store.getJson('ap/shopping_list/5/list')).toEqual([2]);
    expect(await readdir(path.join(root, 'ap', 'shopping_list', '5'))).toEqual(['list']);
  });

  it('answers null for a key with no document', async () => {
    expect(await createLocalObjectStore(root).getJson('ap/recipes/analysis/99-latest')).toBeNull();
  });

  it('refuses keys outside the roots or climbing out of the folder', async () => {
    const store = createLocalObjectStore(root);
    await expect(store.putJson('etc/passwd', {})).rejects.toThrow('Key must contain valid Bucket ID');
    await expect(store.putJson('ap/../../escape', {})).rejects.toThrow('Storage paths may not contain');
    await expect(store.getJson('ap//x')).rejects.toThrow('Storage paths may not contain');
    await expect(store.putJson('ap/folder/', {})).rejects.toThrow('names a folder');
  });
});
