import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Payments: a pay page's session (`session-{id}`); an invoice's links once a screen lists them. */
export const paymentKeys = createQueryKeys('payments');
export const paySessionKey = (sessionId: string) => paymentKeys.detail(`session-${sessionId}`);
