/**
 * The object store (DESIGN §1/§6, spec §7 "Object store"): JSON documents by key — recipe analyses (latest and
 * timestamped), shopping lists, chef notes. Keys are checked by `storageRoot` (root ap | menu | logistics, no
 * empty, '.' or '..' segments). Reads and writes are never cached (spec §7).
 */
export interface ObjectStore {
  /** Writes (or replaces) the document at `key`; rejects when it could not be stored. */
  putJson(key: string, value: unknown): Promise<void>;
  /** The document at `key`, or null when there is none. */
  getJson(key: string): Promise<unknown>;
  /** Lets go of connections when the server stops. */
  close?(): void;
}
