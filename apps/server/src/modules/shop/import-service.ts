import type { ImportProblemView } from '@brigade/domain/schemas/shop';
import { createCustomerRequest, type CreateCustomer } from '@brigade/domain/schemas/customers';
import { createOrderRequest, type CreateOrder } from '@brigade/domain/schemas/orders';
import { mapShopOrder, type MappedCustomer } from '@brigade/domain/shop/map-shop-order';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { isProcessed, payloadOf, toVariantMapping } from './mapping.ts';
import * as repo from './repository.ts';

export const IMPORT_JOB = 'shop.import';

/** What the import needs of the customers and orders modules; `within` runs it in the import's transaction. */
export interface ImportTargets {
  customers: {
    findIdByEmail(email: string, within?: Db): Promise<number | undefined>;
    create(actorId: number | null, input: CreateCustomer, within?: Db): Promise<{ customer_id: number }>;
  };
  orders: {
    create(actorId: number | null, input: CreateOrder, within?: Db): Promise<{ order_id: number }>;
    setCancelled(actorId: number | null, id: number, cancelled: boolean, within?: Db): Promise<void>;
  };
}

/** Our own rules refused what the shop sent; the whole import is rolled back and the order waits. */
class ImportRefused extends Error {}

function firstIssue(error: { issues: { message: string; path: PropertyKey[] }[] }): string {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  return field ? `${field}: ${issue?.message}` : (issue?.message ?? 'invalid');
}

function customerInput(customer: MappedCustomer): CreateCustomer {
  const parsed = createCustomerRequest.safeParse({
    first_name: customer.first_name,
    last_name: customer.last_name,
    email: customer.email,
    phone_cc: customer.phone_cc,
    phone_number: customer.phone_number,
    use_billing: customer.use_billing,
    newsletter: customer.newsletter,
    billing_address: customer.billing_address,
    delivery_address: customer.delivery_address,
  });
  if (!parsed.success) throw new ImportRefused(firstIssue(parsed.error));
  return parsed.data;
}

/**
 * Imports one shop order (ADR 058), all or nothing in one transaction: the customer (found by e-mail, else
 * created from the order) and one order per programme line not yet processed. A problem (an unknown variant, no
 * first week, our own rules refusing a field) leaves it waiting with the reasons and changes nothing else; a
 * cancelled shop order cancels the orders made from it.
 */
export function createShopImport(deps: { db: Db; clock: Clock; queue: JobQueue } & ImportTargets) {
  const { db, clock, customers, orders } = deps;

  async function importInTransaction(tx: Db, id: number): Promise<Record<string, unknown>> {
    const row = await repo.findOrder(tx, id, true);
    if (!row) return { id, skipped: 'unknown' };
    const order = payloadOf(row);
    const lines = await repo.linesOf(tx, [id]);
    if (order.cancelled_at) {
      for (const line of lines)
        if (line.orderId !== null) await orders.setCancelled(null, line.orderId, true, tx);
      await repo.setImportState(tx, id, { status: 'imported', problems: [], importedAt: clock() });
      return { id, cancelled: lines.filter((l) => l.orderId !== null).length };
    }
    const variantIds = order.line_items.flatMap((l) => (l.variant_id == null ? [] : [l.variant_id]));
    const variants = new Map(
      (await repo.findVariants(tx, variantIds)).map((v) => [v.variantId, toVariantMapping(v)]),
    );
    const processed = new Set(lines.filter(isProcessed).map((l) => l.lineItemId));
    const mapped = mapShopOrder(order, variants, processed);
    if (mapped.problems.length > 0) {
      await repo.setImportState(tx, id, { status: 'waiting', problems: mapped.problems });
      return { id, waiting: mapped.problems.length };
    }
    const customerId =
      row.customerId ??
      (await customers.findIdByEmail(mapped.customer.email, tx)) ??
      (await customers.create(null, customerInput(mapped.customer), tx)).customer_id;
    const created: number[] = [];
    for (const line of mapped.orders) {
      const input = createOrderRequest.safeParse({
        customer_id: customerId,
        ...line,
      });
      if (!input.success) throw new ImportRefused(firstIssue(input.error));
      const { order_id } = await orders.create(null, input.data, tx);
      await repo.upsertLine(tx, {
        shopOrderId: id,
        lineItemId: line.line_item_id,
        orderId: order_id,
        processedOverride: null,
      });
      created.push(order_id);
    }
    await repo.setImportState(tx, id, { status: 'imported', problems: [], customerId, importedAt: clock() });
    return { id, customer_id: customerId, order_ids: created };
  }

  async function importOrder({ id }: { id: number }): Promise<Record<string, unknown>> {
    try {
      return await db.transaction((tx) => importInTransaction(tx, id));
    } catch (error) {
      if (!(error instanceof ImportRefused)) throw error;
      const problems: ImportProblemView[] = [{ code: 'invalid', message: error.message }];
      await repo.setImportState(db, id, { status: 'waiting', problems });
      return { id, waiting: 1 };
    }
  }

  deps.queue.define<{ id: number }>({ name: IMPORT_JOB, handler: importOrder });

  return {
    /** Queues the import; `key` keeps one job per delivery (an event id, a pull's order version). */
    queueImport: (id: number, key: string) => deps.queue.send(IMPORT_JOB, { id }, { key }),
  };
}

export type ShopImport = ReturnType<typeof createShopImport>;
