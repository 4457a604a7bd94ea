import { messages } from '@brigade/domain/messages/catalogue';
import type {
  PutShopVariant,
  ShopOrderDetail,
  ShopOrderSummary,
  ShopVariant,
} from '@brigade/domain/schemas/shop';
import { shopOrderPayload } from '@brigade/domain/shop/shop-order';
import type { Db } from '../../db/client.ts';
import type { ShopService } from '../../integrations/shop/port.ts';
import type { Clock } from '../../lib/clock.ts';
import { businessRule, conflict, notFound } from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { AuditService } from '../audit/service.ts';
import type { IntegrationsService } from '../integrations/service.ts';
import type { ImportTargets, ShopImport } from './import-service.ts';
import { adminLinks, toShopOrderDetail, toShopOrderSummary, toShopVariant } from './mapping.ts';
import * as repo from './repository.ts';

export const PULL_JOB = 'shop.pull';
const PULL_MAX_DAYS = 30;
const entity = 'shop_order';

interface Deps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  queue: JobQueue;
  shop: ShopService;
  shopUrl: string | undefined;
  imports: ShopImport;
  orders: ImportTargets['orders'];
  integrations: IntegrationsService;
}

/** The import queue, one shop order beside ours, line overrides, roll-back, catching up, and variant mapping. */
export function createShopOrdersService(deps: Deps) {
  const { db, clock, audit, imports } = deps;
  const links = adminLinks(deps.shopUrl);

  async function existing(id: number) {
    const row = await repo.findOrder(db, id);
    if (!row) throw notFound(messages.shopOrderNotFound);
    return row;
  }

  /** Orders changed since `since`: each kept and queued for import (once per version of the order). */
  async function pull(
    { since }: { since: string },
    job: { progress(d: number, t: number, n?: string): Promise<void> },
  ) {
    let taken = 0;
    let seen = 0;
    try {
      for await (const page of deps.shop.ordersSince(new Date(since))) {
        for (const raw of page) {
          const parsed = shopOrderPayload.safeParse(raw);
          seen += 1;
          if (!parsed.success) continue;
          const order = parsed.data;
          const kept = await repo.upsertOrder(db, {
            shopOrderId: order.id,
            name: order.name || `#${order.id}`,
            email: order.email ?? order.customer?.email ?? null,
            payload: raw as Record<string, unknown>,
            shopUpdatedAt: order.updated_at ? new Date(order.updated_at) : null,
            receivedAt: clock(),
          });
          if (kept && (await imports.queueImport(order.id, `pull-${order.id}-${order.updated_at ?? ''}`)))
            taken += 1;
        }
        await job.progress(seen, seen, `${taken} queued`);
      }
      await deps.integrations.succeeded('shop');
    } catch (error) {
      await deps.integrations.failed('shop', error instanceof Error ? error.message : String(error));
      throw error;
    }
    return { seen, queued: taken };
  }
  deps.queue.define<{ since: string }>({ name: PULL_JOB, handler: pull, retryLimit: 2 });

  return {
    async list(status: ShopOrderSummary['status'] | undefined): Promise<ShopOrderSummary[]> {
      const rows = await repo.listOrders(db, status);
      const lines = await repo.linesOf(
        db,
        rows.map((r) => r.shopOrderId),
      );
      return rows.map((row) =>
        toShopOrderSummary(
          row,
          lines.filter((l) => l.shopOrderId === row.shopOrderId),
        ),
      );
    },

    async get(id: number): Promise<ShopOrderDetail> {
      const row = await existing(id);
      const lines = await repo.linesOf(db, [id]);
      const variantIds = ((row.payload.line_items as { variant_id?: unknown }[] | undefined) ?? []).flatMap(
        (l) => (typeof l.variant_id === 'number' ? [l.variant_id] : []),
      );
      const variants = new Map((await repo.findVariants(db, variantIds)).map((v) => [v.variantId, v]));
      return toShopOrderDetail(row, lines, variants, links);
    },

    /** Queues the import again (after a variant is mapped or a field fixed at the shop). */
    async retry(actorId: number, id: number): Promise<ShopOrderDetail> {
      await existing(id);
      await repo.setImportState(db, id, { status: 'pending', problems: [] });
      await audit.record({ userId: actorId, action: 'retry', entity, entityId: id });
      await imports.queueImport(id, `retry-${id}-${clock().getTime()}`);
      return this.get(id);
    },

    async setLineOverride(actorId: number, id: number, lineItemId: number, value: boolean | null) {
      const row = await existing(id);
      const items = (row.payload.line_items as { id?: unknown }[] | undefined) ?? [];
      if (!items.some((item) => Number(item.id) === lineItemId)) throw notFound(messages.shopLineNotFound);
      await repo.setLineOverride(db, id, lineItemId, value);
      await audit.record({
        userId: actorId,
        action: 'update',
        entity,
        entityId: id,
        change: { line_item_id: lineItemId, is_processed_override: value },
      });
      return this.get(id);
    },

    /** Undoes an import: the orders made from its lines are cancelled, and it waits to be imported again. */
    async rollback(actorId: number, id: number): Promise<ShopOrderDetail> {
      await existing(id);
      await db.transaction(async (tx) => {
        const cleared = await repo.clearLines(tx, id);
        for (const line of cleared)
          if (line.orderId !== null) await deps.orders.setCancelled(actorId, line.orderId, true, tx);
        await repo.setImportState(tx, id, { status: 'waiting', problems: [{ code: 'rolled_back' }] });
        const cancelled = cleared.flatMap((l) => (l.orderId === null ? [] : [l.orderId]));
        await audit.record(
          { userId: actorId, action: 'update', entity, entityId: id, change: { rolled_back: cancelled } },
          tx,
        );
      });
      return this.get(id);
    },

    async pull(actorId: number, since: string): Promise<string | null> {
      if (deps.shop.mode === 'local') throw businessRule(messages.shopNotConnected);
      const days = (clock().getTime() - new Date(since).getTime()) / 86_400_000;
      if (days > PULL_MAX_DAYS) throw businessRule(messages.shopPullTooOld);
      await audit.record({
        userId: actorId,
        action: 'create',
        entity: 'shop_pull',
        entityId: null,
        change: { since },
      });
      return deps.queue.send(PULL_JOB, { since });
    },

    async variants(): Promise<ShopVariant[]> {
      return (await repo.listVariants(db)).map(toShopVariant);
    },

    /** Maps a variant (version 0 creates), then queues every order that was waiting for it. */
    async putVariant(actorId: number, variantId: number, input: PutShopVariant) {
      const values = {
        productId: input.product_id,
        title: input.title,
        kind: input.kind,
        programmeType: input.kind === 'programme' ? (input.type ?? null) : null,
        isFlex: input.kind === 'programme' && input.is_flex,
        dayTrial: input.kind === 'programme' && (input.day_trial ?? false),
        weeks: input.kind === 'programme' ? (input.weeks ?? null) : null,
      };
      const row =
        input.version === 0
          ? await repo.insertVariant(db, { variantId, ...values })
          : await repo.updateVariantIfVersion(db, variantId, input.version, values, clock());
      if (!row) throw conflict(messages.staleVersion);
      await audit.record({
        userId: actorId,
        action: input.version === 0 ? 'create' : 'update',
        entity: 'shop_variant',
        entityId: variantId,
        change: values,
      });
      for (const id of await repo.waitingFor(db, variantId)) {
        await repo.setImportState(db, id, { status: 'pending', problems: [] });
        await imports.queueImport(id, `variant-${variantId}-${row.version}-${id}`);
      }
      return toShopVariant(row);
    },
  };
}

export type ShopOrdersService = ReturnType<typeof createShopOrdersService>;
