import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * True when `signature` is the base64 HMAC-SHA256 of the raw body under `secret` (the shop's webhook
 * signature). Compared in constant time, on the bytes as they arrived, before anything parses them.
 */
export function base64HmacMatches(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(base64Hmac(secret, rawBody), 'base64');
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The base64 HMAC-SHA256 of a body under `secret`, as the shop signs its webhooks. */
export function base64Hmac(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}
