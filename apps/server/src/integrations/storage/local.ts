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
  async function put(key: string, content: string | Uint8Array) {
    const file = fileOf(root, key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, file);
  }
  async function get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(fileOf(root, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
  return {
    putJson: (key, value) => put(key, JSON.stringify(value)),
    async getJson(key) {
      const content = await get(key);
      return content === null ? null : (JSON.parse(content.toString('utf8')) as unknown);
    },
    putBytes: (key, bytes) => put(key, bytes),
    getBytes: get,
  };
}
