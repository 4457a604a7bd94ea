import type { LocalAccounting } from './port.ts';

/**
 * The built-in accounting service: there is nothing to call. Invoices, their numbers and QR-bills live in
 * Brigade's own database (the invoices module); the accounting module answers its calls with null.
 */
export function createLocalAccounting(): LocalAccounting {
  return { mode: 'local' };
}
