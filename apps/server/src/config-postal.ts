import { z } from 'zod';
import { ConfigError } from './config-error.ts';

/**
 * Environment variables of the postal service (ADR 067; part of the outside services, config-integrations.ts):
 *
 * POSTAL_CLIENT_ID         with POSTAL_CLIENT_SECRET: the Swiss Post Digital Commerce API's client credentials.
 * POSTAL_CLIENT_SECRET       Set, labels come from Swiss Post (live); unset, Brigade draws them itself (local).
 *                          The access token is fetched and kept on the server only.
 * POSTAL_FRANKING_LICENSE  the default franking licence (8 digits); required with the credentials. In local
 *                          mode it is part of the identcodes Brigade makes (00000000 when unset).
 * POSTAL_FRANKING_LICENSE_SAME_DAY_ZONE_0    optional franking licences of the same-day zones 0 and 1–2; a
 * POSTAL_FRANKING_LICENSE_SAME_DAY_ZONE_1_2    label for a zone without its licence is refused.
 * POSTAL_API_URL           the API's address (https://dcapi.apis.post.ch); a stand-in's in tests.
 * POSTAL_TOKEN_URL         the token endpoint (https://api.post.ch/OAuth/token).
 * POSTAL_SENDER_NAME, POSTAL_SENDER_STREET, POSTAL_SENDER_ZIP, POSTAL_SENDER_CITY
 *                          the sender printed on every label (the kitchen's name and address).
 */
const url = (name: string) =>
  z.string().regex(/^https?:\/\/[^\s]+$/, { error: `${name} must start with http:// or https://` });
const licence = (name: string) =>
  z
    .string()
    .regex(/^\d{8}$/, { error: `${name} must be 8 digits` })
    .optional();

export const postalEnv = {
  POSTAL_CLIENT_ID: z.string().max(200).optional(),
  POSTAL_CLIENT_SECRET: z.string().max(500).optional(),
  POSTAL_FRANKING_LICENSE: licence('POSTAL_FRANKING_LICENSE'),
  POSTAL_FRANKING_LICENSE_SAME_DAY_ZONE_0: licence('POSTAL_FRANKING_LICENSE_SAME_DAY_ZONE_0'),
  POSTAL_FRANKING_LICENSE_SAME_DAY_ZONE_1_2: licence('POSTAL_FRANKING_LICENSE_SAME_DAY_ZONE_1_2'),
  POSTAL_API_URL: url('POSTAL_API_URL').default('https://dcapi.apis.post.ch'),
  POSTAL_TOKEN_URL: url('POSTAL_TOKEN_URL').default('https://api.post.ch/OAuth/token'),
  POSTAL_SENDER_NAME: z.string().trim().min(1).max(100).default('Brigade Kitchen'),
  POSTAL_SENDER_STREET: z.string().trim().min(1).max(100).default('Hardstrasse 201'),
  POSTAL_SENDER_ZIP: z
    .string()
    .regex(/^[1-9]\d{3}$/, { error: 'POSTAL_SENDER_ZIP must be a Swiss postcode (4 digits)' })
    .default('8005'),
  POSTAL_SENDER_CITY: z.string().trim().min(1).max(100).default('Zürich'),
};

type PostalEnv = z.infer<z.ZodObject<typeof postalEnv>>;

/** The franking licences: the default one and those of the same-day zones (unset: none). */
export interface FrankingLicences {
  standard: string | undefined;
  'same-day-0': string | undefined;
  'same-day-1-2': string | undefined;
}

export interface PostalConfig {
  /** The Swiss Post API (ADR 067); undefined: local mode, Brigade draws the labels. */
  live: { apiUrl: string; tokenUrl: string; clientId: string; clientSecret: string } | undefined;
  licences: FrankingLicences;
  /** The sender of every label. */
  sender: { name: string; street: string; postcode: string; city: string };
}

/** The credentials go together, and live labels need the default franking licence. */
export function checkPostal(e: PostalEnv): void {
  if (Boolean(e.POSTAL_CLIENT_ID) !== Boolean(e.POSTAL_CLIENT_SECRET)) {
    const missing = e.POSTAL_CLIENT_ID ? 'POSTAL_CLIENT_SECRET' : 'POSTAL_CLIENT_ID';
    const given = e.POSTAL_CLIENT_ID ? 'POSTAL_CLIENT_ID' : 'POSTAL_CLIENT_SECRET';
    throw new ConfigError(`${missing} is required when ${given} is set`);
  }
  if (e.POSTAL_CLIENT_ID && !e.POSTAL_FRANKING_LICENSE) {
    throw new ConfigError('POSTAL_FRANKING_LICENSE is required when POSTAL_CLIENT_ID is set');
  }
}

export function readPostal(e: PostalEnv): PostalConfig {
  return {
    live:
      e.POSTAL_CLIENT_ID && e.POSTAL_CLIENT_SECRET
        ? {
            apiUrl: e.POSTAL_API_URL,
            tokenUrl: e.POSTAL_TOKEN_URL,
            clientId: e.POSTAL_CLIENT_ID,
            clientSecret: e.POSTAL_CLIENT_SECRET,
          }
        : undefined,
    licences: {
      standard: e.POSTAL_FRANKING_LICENSE,
      'same-day-0': e.POSTAL_FRANKING_LICENSE_SAME_DAY_ZONE_0,
      'same-day-1-2': e.POSTAL_FRANKING_LICENSE_SAME_DAY_ZONE_1_2,
    },
    sender: {
      name: e.POSTAL_SENDER_NAME,
      street: e.POSTAL_SENDER_STREET,
      postcode: e.POSTAL_SENDER_ZIP,
      city: e.POSTAL_SENDER_CITY,
    },
  };
}
