import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error.ts';

/**
 * A failed save: a 400's messages go under their form fields (catalogue texts, translated by the fields);
 * the failure comes back as an Error for the message above the buttons.
 */
export function applyServerErrors<T extends FieldValues>(
  caught: unknown,
  setError: UseFormSetError<T>,
): Error {
  const failure = caught instanceof Error ? caught : new Error(String(caught));
  if (isApiError(failure) && failure.details) {
    for (const [field, message] of Object.entries(failure.details)) {
      setError(field as Path<T>, { type: 'server', message });
    }
  }
  return failure;
}
