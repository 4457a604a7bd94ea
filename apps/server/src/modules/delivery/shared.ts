import { conflict, isUniqueViolation, sqlState } from '../../lib/errors.ts';

/** A unique-index race that passed the service's check still reads as the same duplicate message. */
export async function uniqueOr<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

/** A foreign-key race (a row referenced meanwhile) reads as the service's own "in use" message. */
export async function referencedOr<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === '23503') throw conflict(message);
    throw error;
  }
}

export type SortDir = 'asc' | 'desc';

export interface PageParams<S extends string> {
  start: number;
  length: number;
  q?: string | undefined;
  sort_by?: S | undefined;
  sort_dir: SortDir;
}
