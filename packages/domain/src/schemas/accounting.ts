import { z } from 'zod';
import { oauthStatePattern } from '../accounting/oauth-state.ts';
import { messages } from '../messages/catalogue.ts';

// The accounting service (issue 19): its connection and OAuth login. Tokens never leave the server.

/** The mode, whether a connection is held, whose organisation, and until when its access token runs. */
export const accountingStatus = z.object({
  mode: z.enum(['local', 'live']),
  connected: z.boolean(),
  organisation: z.string().nullable(),
  /** When the access token runs out (it is renewed on use while the refresh token holds). */
  expires_at: z.string().nullable(),
  connected_at: z.string().nullable(),
  /** The username of who connected it. */
  connected_by: z.string().nullable(),
  /** Local: not configured; live without a connection: 'You must login to Bexio to continue'. */
  message: z.string().nullable(),
});
export type AccountingStatus = z.infer<typeof accountingStatus>;

/** Where the browser goes to log in at the accounting service. */
export const accountingLoginStart = z.object({ authorize_url: z.string() });
export type AccountingLoginStart = z.infer<typeof accountingLoginStart>;

/** What the accounting service sent back to /bexio/v3/login. */
export const accountingLoginCallback = z.object({
  code: z
    .string({ error: messages.accountingCodeRequired })
    .trim()
    .min(1, { error: messages.accountingCodeRequired })
    .max(4000, { error: messages.accountingCodeRequired }),
  state: z
    .string({ error: messages.accountingStateInvalid })
    .regex(oauthStatePattern, { error: messages.accountingStateInvalid }),
});
export type AccountingLoginCallback = z.infer<typeof accountingLoginCallback>;

/** A body the proxy forwards: a JSON object or, for the API's searches, an array. */
export const accountingProxyBody = z.union([
  z.record(z.string().max(200), z.unknown()),
  z.array(z.unknown()).max(1000),
]);
