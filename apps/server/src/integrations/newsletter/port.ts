export interface NewsletterContactInput {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The e-mail marketing list (ADR 059): `local` has no list (a sign-up is only recorded in Brigade); `live` adds
 * the contact to the configured list. Resolves SUCCESS (added) or ALREADY_SIGNED_UP (it was on the list);
 * rejects with a ProviderError ('Unable to sign up … . <reason>') when the provider fails.
 */
export interface NewsletterService {
  mode: 'local' | 'live';
  addContact(contact: NewsletterContactInput): Promise<'SUCCESS' | 'ALREADY_SIGNED_UP'>;
}
