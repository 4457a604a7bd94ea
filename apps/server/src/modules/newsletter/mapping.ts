import type { MailingResult, NewsletterContact, SignUpResult } from '@brigade/domain/schemas/newsletter';
import type { SignupRow } from './repository.ts';

export function toContact(
  row: { customerId: number; name: string; email: string; newsletter: boolean },
  last: SignupRow | undefined,
): NewsletterContact {
  return {
    customer_id: row.customerId,
    name: row.name,
    email: row.email,
    newsletter: row.newsletter,
    last_result: (last?.result as MailingResult | undefined) ?? null,
    last_message: last?.message ?? null,
    last_at: last?.createdAt.toISOString() ?? null,
  };
}

export function toSignUpResult(row: SignupRow): SignUpResult {
  return {
    customer_id: row.customerId,
    email: row.email,
    result: row.result as MailingResult,
    message: row.message,
    at: row.createdAt.toISOString(),
  };
}
