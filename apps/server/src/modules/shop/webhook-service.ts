import { messages } from '@brigade/domain/messages/catalogue';
import { shopOrderPayload } from '@brigade/domain/shop/shop-order';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, unauthorised, validationError } from '../../lib/errors.ts';
import { base64HmacMatches } from '../../lib/signatures.ts';
import type { ShopImport } from './import-service.ts';
import * as repo from './repository.ts';

/** The order topics Brigade acts on; any other topic is taken (answered 200) and ignored. */
const ORDER_TOPICS = new Set(['orders/create', 'orders/updated', 'orders/paid', 'orders/cancelled']);

export interface WebhookDelivery {
  rawBody: Buffer;
  topic: string | undefined;
  hmac: string | undefined;
  eventId: string | undefined;
  webhookId: string | undefined;
}

export type WebhookOutcome = 'queued' | 'duplicate' | 'stale' | 'ignored';

/**
 * A shop webhook (ADR 058): the signature is checked on the raw body before anything is parsed; the delivery
 * is recorded by its event id, so a redelivery changes nothing; the order is kept (a newer payload wins) and
 * its import queued. Answers at once; the import runs as a job.
 */
export function createShopWebhook(deps: {
  db: Db;
  clock: Clock;
  secret: string | undefined;
  imports: ShopImport;
}) {
  return {
    async receive(delivery: WebhookDelivery): Promise<WebhookOutcome> {
      if (!deps.secret) throw new AppError(401, 'UNAUTHORISED', messages.shopWebhookNotConfigured);
      if (!base64HmacMatches(deps.secret, delivery.rawBody, delivery.hmac)) {
        throw unauthorised(messages.shopSignatureInvalid);
      }
      const eventId = delivery.eventId ?? delivery.webhookId;
      if (!eventId || eventId.length > 200)
        throw validationError('x-shopify-event-id', messages.invalidValue);
      const topic = (delivery.topic ?? '').slice(0, 100);
      let json: unknown;
      try {
        json = JSON.parse(delivery.rawBody.toString('utf8'));
      } catch {
        throw validationError('body', messages.invalidValue);
      }
      if (!ORDER_TOPICS.has(topic)) {
        await repo.recordEvent(deps.db, {
          eventId,
          webhookId: delivery.webhookId ?? null,
          topic,
          shopOrderId: null,
        });
        return 'ignored';
      }
      const parsed = shopOrderPayload.safeParse(json);
      if (!parsed.success) throw validationError('body', messages.invalidValue);
      const order = parsed.data;
      const updatedAt = order.updated_at ? new Date(order.updated_at) : null;
      const outcome = await deps.db.transaction(async (tx) => {
        const fresh = await repo.recordEvent(tx, {
          eventId,
          webhookId: delivery.webhookId ?? null,
          topic,
          shopOrderId: order.id,
        });
        if (!fresh) return 'duplicate' as const;
        const taken = await repo.upsertOrder(tx, {
          shopOrderId: order.id,
          name: order.name || `#${order.id}`,
          email: order.email ?? order.customer?.email ?? null,
          payload: json as Record<string, unknown>,
          shopUpdatedAt: updatedAt && !Number.isNaN(updatedAt.getTime()) ? updatedAt : null,
          receivedAt: deps.clock(),
        });
        return taken ? ('queued' as const) : ('stale' as const);
      });
      if (outcome === 'queued') await deps.imports.queueImport(order.id, `event-${eventId}`);
      return outcome;
    },
  };
}

export type ShopWebhook = ReturnType<typeof createShopWebhook>;
