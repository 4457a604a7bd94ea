/**
 * The object store (ADR 037): JSON documents (and generated files, ADR 068) by key — recipe analyses (latest and
 * timestamped), shopping lists, chef notes. Keys are checked by `storageRoot` (root ap | menu | logistics, no
 * empty, '.' or '..' segments). Reads and writes are never cached: other systems read what was just written.
 */
export interface ObjectStore {
  /** Writes (or replaces) the document at `key`; rejects when it could not be stored. */
  putJson(key: string, value: unknown): Promise<void>;
  /** The document at `key`, or null when there is none. */
  getJson(key: string): Promise<unknown>;
  /** Writes (or replaces) a file at `key` (a generated PDF) with its content type. */
  putBytes(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file at `key`, or null when there is none. */
  getBytes(key: string): Promise<Uint8Array | null>;
  /** Lets go of connections when the server stops. */
  close?(): void;
}
