import { z } from 'zod';
import { ConfigError } from './config-error.ts';

/**
 * Environment variables of the payment port (issue 19; part of the server's configuration, config.ts):
 *
 * STRIPE_SECRET_KEY        with STRIPE_WEBHOOK_SECRET: the card provider's secret API key (sk_… or a restricted
 *                          rk_…). Set, payment links are Stripe Checkout Sessions (live); unset, they open
 *                          Brigade's own pay page (local), which pays only in demo mode or outside production.
 * STRIPE_WEBHOOK_SECRET    the signing secret of the webhook endpoint (whsec_…), required with the key: every
 *                          delivery to POST /api/v1/payments/webhook is checked against it. In local mode it is
 *                          optional: the pay page signs its events with it (or with a key made at each start),
 *                          so the same route serves both modes.
 * STRIPE_API_URL           the API's address (https://api.stripe.com); a stand-in's in tests.
 * Both secrets stay on the server: the pay page needs neither (Checkout is hosted by the provider).
 */
export const paymentsEnv = {
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_[A-Za-z0-9_]{8,300}$/, {
      error: 'STRIPE_SECRET_KEY must be a secret key (sk_… or rk_…)',
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .min(16, { error: 'STRIPE_WEBHOOK_SECRET must be at least 16 characters' })
    .max(500)
    .optional(),
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: 'STRIPE_API_URL must start with http:// or https://' })
    .default('https://api.stripe.com'),
};

type PaymentsEnv = z.infer<z.ZodObject<typeof paymentsEnv>>;

/** Where the SDK sends its requests: host, port and protocol apart (its own configuration keys). */
export interface StripeHost {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface PaymentsConfig {
  /** The card provider's API (Stripe); undefined: local mode, Brigade's own pay page. */
  live: ({ secretKey: string; webhookSecret: string } & StripeHost) | undefined;
  /** The key local events are signed with; undefined: one is made at each start. */
  localWebhookSecret: string | undefined;
}

/** The key goes with its webhook secret: a live port whose webhooks cannot be checked would never mark paid. */
export function checkPayments(e: PaymentsEnv): void {
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
  }
}

function hostOf(address: string): StripeHost {
  const url = new URL(address);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol };
}

export function readPayments(e: PaymentsEnv): PaymentsConfig {
  return {
    live:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            ...hostOf(e.STRIPE_API_URL),
          }
        : undefined,
    localWebhookSecret: e.STRIPE_SECRET_KEY ? undefined : e.STRIPE_WEBHOOK_SECRET,
  };
}
