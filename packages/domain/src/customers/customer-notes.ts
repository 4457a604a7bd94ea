import { DomainError } from '../errors/domain-error.ts';

/** Spec §5, word for word. */
export const CUSTOMER_NOTES_ERROR_MESSAGE = 'There was an error loading the customer. Contact tech.';

/**
 * Spec §3/§5: a customer's notes are JSON text and "must parse as JSON, otherwise 'There was an error
 * loading the customer. Contact tech.'". No notes (null or blank text) gives null.
 */
export function parseCustomerNotes(notes: string | null | undefined): unknown {
  if (notes === null || notes === undefined || notes.trim() === '') return null;
  try {
    return JSON.parse(notes) as unknown;
  } catch {
    throw new DomainError('INVALID_CUSTOMER_NOTES', CUSTOMER_NOTES_ERROR_MESSAGE);
  }
}
