import { isErasedCustomer } from '@brigade/domain/customers/erasure';
import { businessDate } from '@brigade/domain/calendar/business-date';
import { messages } from '@brigade/domain/messages/catalogue';
import { programmeTypesOn } from '@brigade/domain/orders/programme-types';
import { priceModelOn } from '@brigade/domain/pricing/price-model';
import type {
  CreateOrder,
  Order,
  ProgrammeTypes,
  ReassignOrderRequest,
  UpdateOrder,
} from '@brigade/domain/schemas/orders';
import type { Db } from '../../db/client.ts';
import { subscriptionOrderChange, type SubscriptionStatus } from '@brigade/domain/orders/subscription-status';
import { businessRule, conflict, notFound, validationError } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import type { RedemptionsService } from '../discounts/redemptions-service.ts';
import { versionedRow } from '../../lib/versioned.ts';
import { createOrderLists } from './list-service.ts';
import { toOrder, toValues, type OrderFields } from './mapping.ts';
import * as repo from './repository.ts';

/** What a write did beyond the order, told once it is done: a code redeemed or released. */
export interface OrderWriteEffects {
  discountCodesChanged?: () => void;
}

/**
 * Orders: one customer's programme from a start week, priced by the model of its creation date (ADR 008),
 * with at most one discount code for every week (redeemed through the discounts module).
 */
export function createOrdersService({
  db,
  clock,
  audit,
  redemptions,
}: CoreDeps & { redemptions: RedemptionsService }) {
  const entity = 'order';

  /**
   * The order's code as asked (undefined: kept), in the order's transaction after the order row is written;
   * a refused code throws 422 and the whole write is undone. Answers whether a code was redeemed or released.
   */
  async function setCode(
    tx: Db,
    actorId: number | null,
    row: repo.OrderRow,
    code: string | null | undefined,
  ) {
    if (code === undefined) return false;
    const model = priceModelOn(businessDate(row.createdAt));
    return redemptions.setOrderCode(tx, { orderId: row.orderId, model, code, actorId });
  }

  /** References must exist and the addresses be the customer's (400 under the field). */
  async function checkReferences(tx: Db, customerId: number, input: OrderFields) {
    if (
      input.delivery_type_id !== null &&
      !(await repo.referenceExists(tx, 'delivery_type', input.delivery_type_id))
    ) {
      throw validationError('delivery_type_id', messages.deliveryTypeUnknown);
    }
    if (
      input.pick_up_point_id !== null &&
      !(await repo.referenceExists(tx, 'pick_up_point', input.pick_up_point_id))
    ) {
      throw validationError('pick_up_point_id', messages.pickUpPointUnknown);
    }
    for (const field of ['billing_address_id', 'delivery_address_id'] as const) {
      const addressId = input[field];
      if (addressId !== null && !(await repo.referenceExists(tx, 'address', addressId, customerId))) {
        throw validationError(field, messages.orderAddressNotCustomers);
      }
    }
  }

  async function customerOf(tx: Db, customerId: number) {
    const customer = await repo.findCustomer(tx, customerId);
    if (!customer) throw validationError('customer_id', messages.orderCustomerUnknown);
    return customer;
  }

  async function current(tx: Db, id: number): Promise<Order> {
    const found = await repo.findById(tx, id);
    if (!found) throw notFound();
    return toOrder(found);
  }

  /** The row to change: 404 gone, 422 legacy (read-only), 409 stale. */
  async function editable(tx: Db, id: number, version: number): Promise<repo.OrderRow> {
    const row = await repo.findRow(tx, id);
    if (!row) throw notFound();
    if (row.orderVersion !== 3) throw businessRule(messages.orderLegacyReadOnly);
    if (row.version !== version) throw conflict(messages.staleVersion);
    return row;
  }

  return {
    ...createOrderLists({ db, clock }),

    get: (id: number) => current(db, id),

    /** `within`: part of the caller's transaction (an import that must land whole or not at all). */
    async create(
      actorId: number | null,
      input: CreateOrder,
      within: Db = db,
      effects: OrderWriteEffects = {},
    ): Promise<Order> {
      let codeChanged = false;
      const created = await within.transaction(async (tx) => {
        const customer = await customerOf(tx, input.customer_id);
        // An erased customer's data is gone: they get no new orders (ADR 082).
        if (isErasedCustomer(customer)) throw businessRule(messages.customerErased);
        // Without addresses the order takes the customer's defaults.
        const fields: OrderFields = {
          ...input,
          billing_address_id: input.billing_address_id ?? customer.billingDefault,
          delivery_address_id: input.delivery_address_id ?? customer.deliveryDefault,
        };
        await checkReferences(tx, customer.customerId, fields);
        const row = await repo.insert(tx, toValues(customer.customerId, fields), clock());
        codeChanged = await setCode(tx, actorId, row, input.discount_code ?? undefined);
        const order = await current(tx, row.orderId);
        await audit.record(
          { userId: actorId, action: 'create', entity, entityId: row.orderId, change: order },
          tx,
        );
        return order;
      });
      if (codeChanged) effects.discountCodesChanged?.();
      return created;
    },

    /** `discount_code` left out keeps the order's code; null releases it; another code replaces it. */
    async update(
      actorId: number,
      id: number,
      input: UpdateOrder,
      effects: OrderWriteEffects = {},
    ): Promise<Order> {
      let codeChanged = false;
      const after = await db.transaction(async (tx) => {
        const stored = await editable(tx, id, input.version);
        const before = await current(tx, id);
        await checkReferences(tx, stored.customerId, input);
        const values = { ...toValues(stored.customerId, input), cancelled: input.cancelled };
        const row = await repo.updateIfVersion(tx, id, input.version, values, clock());
        codeChanged = await setCode(
          tx,
          actorId,
          await versionedRow(row, () => repo.findRow(tx, id)),
          input.discount_code,
        );
        const order = await current(tx, id);
        const change = { before, after: order };
        await audit.record({ userId: actorId, action: 'update', entity, entityId: id, change }, tx);
        return order;
      });
      if (codeChanged) effects.discountCodesChanged?.();
      return after;
    },

    async reassign(actorId: number, id: number, input: ReassignOrderRequest): Promise<Order> {
      return db.transaction(async (tx) => {
        const before = await editable(tx, id, input.version);
        const customer = await customerOf(tx, input.customer_id);
        if (isErasedCustomer(customer)) throw businessRule(messages.customerErased);
        const row = await repo.updateIfVersion(
          tx,
          id,
          input.version,
          {
            customerId: customer.customerId,
            billingAddressId: customer.billingDefault,
            deliveryAddressId: customer.deliveryDefault,
            useBilling: customer.useBilling,
            pickUp: customer.pickUp,
            pickUpPointId: customer.pickUpPointId,
            deliveryInstructions: customer.deliveryInstructions,
          },
          clock(),
        );
        await versionedRow(row, () => repo.findRow(tx, id));
        const after = await current(tx, id);
        const change = { from_customer_id: before.customerId, to_customer_id: customer.customerId, after };
        await audit.record({ userId: actorId, action: 'update', entity, entityId: id, change }, tx);
        return after;
      });
    },

    /**
     * A subscription's new status at the subscription service, applied to the customer's subscription orders
     * (ADR 061: paused or cancelled ends them with the current week, resumed opens them again). Answers the ids
     * of the orders it changed; each change is audited.
     */
    async applySubscriptionStatus(
      actorId: number | null,
      customerId: number,
      status: SubscriptionStatus,
      within: Db = db,
    ): Promise<number[]> {
      return within.transaction(async (tx) => {
        const changed: number[] = [];
        for (const row of await repo.subscriptionOrders(tx, customerId)) {
          const change = subscriptionOrderChange(row, status, businessDate(clock()));
          if (!change) continue;
          const updated = await repo.updateIfVersion(tx, row.orderId, row.version, change, clock());
          await versionedRow(updated, () => repo.findRow(tx, row.orderId));
          await audit.record(
            {
              userId: actorId,
              action: 'update',
              entity,
              entityId: row.orderId,
              change: { subscription: status, ...change },
            },
            tx,
          );
          changed.push(row.orderId);
        }
        return changed;
      });
    },

    /**
     * Cancels (or restores) an order whatever its version: a shop cancellation, a subscription ended, an import
     * rolled back. Unchanged when it already is; audited as an update.
     */
    async setCancelled(
      actorId: number | null,
      id: number,
      cancelled: boolean,
      within: Db = db,
    ): Promise<void> {
      await within.transaction(async (tx) => {
        const stored = await repo.findRow(tx, id);
        if (!stored || stored.cancelled === cancelled) return;
        const row = await repo.updateIfVersion(tx, id, stored.version, { cancelled }, clock());
        await versionedRow(row, () => repo.findRow(tx, id));
        await audit.record(
          { userId: actorId, action: 'update', entity, entityId: id, change: { cancelled } },
          tx,
        );
      });
    },

    /** A deleted order's code is released: the use never happened. */
    async remove(actorId: number, id: number, version: number, effects: OrderWriteEffects = {}) {
      const codeChanged = await db.transaction(async (tx) => {
        const stored = await editable(tx, id, version);
        const before = await current(tx, id);
        // Released first: deleting the order deletes its redemption with it.
        const released = await setCode(tx, actorId, stored, null);
        await versionedRow(await repo.deleteIfVersion(tx, id, version), () => repo.findRow(tx, id));
        await audit.record({ userId: actorId, action: 'delete', entity, entityId: id, change: before }, tx);
        return released;
      });
      if (codeChanged) effects.discountCodesChanged?.();
    },

    /** The programme types with their meals and today's prices. */
    programmeTypes(): ProgrammeTypes {
      return programmeTypesOn(businessDate(clock()));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
