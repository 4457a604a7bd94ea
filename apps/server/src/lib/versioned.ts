import { messages } from '@brigade/domain/messages/catalogue';
import { conflict, notFound } from './errors.ts';

/**
 * The outcome of an `UPDATE … / DELETE … WHERE id = $1 AND version = $2 RETURNING *` (DESIGN §4 optimistic
 * concurrency): the row it returned, or — when none — 409 if the record still exists (someone changed it
 * since the caller read it) and 404 if it is gone.
 */
export async function versionedRow<T>(
  row: T | undefined,
  stillExists: () => Promise<unknown>,
): Promise<T> {
  if (row !== undefined) return row;
  if (await stillExists()) throw conflict(messages.staleVersion);
  throw notFound();
}
