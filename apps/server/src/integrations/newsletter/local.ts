import type { NewsletterService } from './port.ts';

/** No marketing list configured: every opted-in contact counts as added (Brigade records the sign-up). */
export function createLocalNewsletter(): NewsletterService {
  return { mode: 'local', addContact: async () => 'SUCCESS' };
}
