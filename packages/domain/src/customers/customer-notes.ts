import { DomainError } from '../errors/domain-error.ts';

/** The old app's message, word for word. */
export const CUSTOMER_NOTES_ERROR_MESSAGE = 'There was an error loading the customer. Contact tech.';

/**
 * A customer's notes are JSON text; text that does not parse is refused with the message above. No notes
 * (null or blank text) gives null.
 */
export function parseCustomerNotes(notes: string | null | undefined): unknown {
  if (notes === null || notes === undefined || notes.trim() === '') return null;
  try {
    return JSON.parse(notes) as unknown;
  } catch {
    throw new DomainError('INVALID_CUSTOMER_NOTES', CUSTOMER_NOTES_ERROR_MESSAGE);
  }
}
