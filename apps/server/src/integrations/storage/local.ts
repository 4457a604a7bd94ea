import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { storageRoot } from '@brigade/domain/logistics/storage-path';
import type { ObjectStore } from './port.ts';

/** A key as a file under the store's folder; a folder key (trailing slash) cannot hold a document. */
function fileOf(root: string, key: string): string {
  storageRoot(key); // throws on a bad root or an unsafe segment, so the path stays inside `root`
  if (key.endsWith('/')) throw new Error(`object store key ${key} names a folder, not a document`);
  return path.join(root, ...key.split('/'));
}

/**
 * The built-in object store: one file per key under `root` (OBJECT_STORE_DIR, default DATA_DIR/objects).
 * A write goes to a temporary file first and is renamed into place, so a reader never sees half a document.
 */
export function createLocalObjectStore(root: string): ObjectStore {
  return {
    async putJson(key, value) {
      const file = fileOf(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, JSON.stringify(value));
      await rename(temporary, file);
    },
    async getJson(key) {
      try {
        return JSON.parse(await readFile(fileOf(root, key), 'utf8')) as unknown;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
