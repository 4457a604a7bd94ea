import { businessDate } from '@brigade/domain/calendar/business-date';
import { mondayOfWeekId, weekIdOfDate } from '@brigade/domain/calendar/week-id';
import { messages } from '@brigade/domain/messages/catalogue';
import { orderPrice } from '@brigade/domain/orders/order-price';
import { resolvedEndWeek, sortedWeekdays } from '@brigade/domain/orders/order-rules';
import { programmeLabel } from '@brigade/domain/orders/programme-label';
import { PROGRAMME_TYPES } from '@brigade/domain/programmes/meal-types';
import { priceModelOn } from '@brigade/domain/pricing/price-model';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import type {
  CreateOrder,
  Order,
  OrderListItem,
  ProgrammeTypeItem,
  ProgrammeTypes,
  ReassignOrderRequest,
  UpdateOrder,
} from '@brigade/domain/schemas/orders';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { businessRule, conflict, notFound, validationError } from '../../lib/errors.ts';
import type { ExportTable } from '../../lib/export.ts';
import { versionedRow } from '../../lib/versioned.ts';
import type { AuditService } from '../audit/service.ts';
import * as repo from './repository.ts';

export interface OrderListParams {
  start: number;
  length: number;
  q?: string | undefined;
  customer_id?: number | undefined;
  week?: string | undefined;
  include_cancelled: boolean;
  sort_by?: repo.OrderFilter['sortBy'];
  sort_dir: 'asc' | 'desc';
}

const exportColumns = [
  'order_id',
  'customer_id',
  'customer_name',
  'customer_email',
  'programme',
  'start_week',
  'end_week',
  'weekdays',
  'delivery_type_name',
  'day_rate',
  'is_subscription',
  'cancelled',
  'created_at',
] as const;

/** The price of a stored order; an order whose stored discount meals cannot be read has none (legacy data). */
function priceOf(row: repo.OrderRow) {
  try {
    return orderPrice(
      {
        order_id: row.orderId,
        type: row.type,
        is_flex: row.isFlex,
        day_trial: row.dayTrial,
        discount_meals: row.discountMeals ?? null,
        weekdays: row.weekdays,
      },
      businessDate(row.createdAt),
    );
  } catch {
    return null;
  }
}

export function toOrder({
  order: row,
  customerName,
  customerEmail,
  deliveryTypeName,
}: repo.OrderWithNames): Order {
  const price = priceOf(row);
  return {
    order_id: row.orderId,
    customer_id: row.customerId,
    customer_name: customerName,
    customer_email: customerEmail,
    type: row.type,
    is_flex: row.isFlex,
    day_trial: row.dayTrial,
    programme: programmeLabel({ type: row.type, is_flex: row.isFlex, day_trial: row.dayTrial }),
    discount_meals: price?.discount_meals ?? [],
    discount_meals_stored: row.discountMeals ?? null,
    meals: price?.meals ?? [],
    start_week: weekIdOfDate(row.startDate),
    end_week: row.endDate === null ? null : weekIdOfDate(row.endDate),
    start_date: row.startDate,
    end_date: row.endDate,
    weekdays: row.weekdays,
    delivery_type_id: row.deliveryTypeId,
    delivery_type_name: deliveryTypeName,
    use_billing: row.useBilling,
    pick_up: row.pickUp,
    pick_up_point_id: row.pickUpPointId,
    billing_address_id: row.billingAddressId,
    delivery_address_id: row.deliveryAddressId,
    delivery_instructions: row.deliveryInstructions,
    is_subscription: row.isSubscription,
    order_version: row.orderVersion,
    cancelled: row.cancelled,
    price_model: price?.price_model ?? null,
    day_rate: price?.day_rate ?? null,
    week_price: price?.week_price ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

function toListItem(order: Order): OrderListItem {
  const { order_id, customer_id, customer_name, customer_email, type, is_flex, day_trial, programme } = order;
  const { start_week, end_week, weekdays, delivery_type_name, day_rate, is_subscription, cancelled } = order;
  const { order_version, created_at, version } = order;
  return {
    order_id,
    customer_id,
    customer_name,
    customer_email,
    type,
    is_flex,
    day_trial,
    programme,
    start_week,
    end_week,
    weekdays,
    delivery_type_name,
    day_rate,
    is_subscription,
    cancelled,
    order_version,
    created_at,
    version,
  };
}

type OrderFields = Omit<CreateOrder, 'customer_id'>;

function toValues(customerId: number, input: OrderFields): repo.OrderValues {
  const endWeek = resolvedEndWeek(input);
  return {
    customerId,
    type: input.type,
    isFlex: input.is_flex,
    dayTrial: input.day_trial,
    discountMeals: input.discount_meals,
    startDate: mondayOfWeekId(input.start_week),
    endDate: endWeek === null ? null : mondayOfWeekId(endWeek),
    weekdays: sortedWeekdays(input.weekdays),
    deliveryTypeId: input.delivery_type_id,
    useBilling: input.use_billing,
    pickUp: input.pick_up,
    pickUpPointId: input.pick_up_point_id,
    billingAddressId: input.billing_address_id,
    deliveryAddressId: input.delivery_address_id,
    deliveryInstructions: input.delivery_instructions,
    isSubscription: input.is_subscription,
  };
}

/** Spec §3/§9 orders: one customer's programme from a start week, priced by the model of its creation date. */
export function createOrdersService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const entity = 'order';

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

  async function list(params: OrderListParams, orderVersion: 2 | 3) {
    const { rows, total } = await repo.findPage(db, {
      start: params.start,
      length: params.length,
      orderVersion,
      q: params.q,
      customerId: params.customer_id,
      weekMonday: params.week === undefined ? undefined : mondayOfWeekId(params.week),
      includeCancelled: params.include_cancelled,
      sortBy: params.sort_by,
      sortDir: params.sort_dir,
    });
    return { items: rows.map((row) => toListItem(toOrder(row))), total };
  }

  async function exportTable(
    params: Omit<OrderListParams, 'start' | 'length'>,
    orderVersion: 2 | 3,
  ): Promise<ExportTable> {
    const { items } = await list({ ...params, start: 0, length: EXPORT_MAX_ROWS }, orderVersion);
    return {
      name: orderVersion === 3 ? 'orders' : 'orders-legacy',
      columns: exportColumns,
      rows: items.map((o) => exportColumns.map((c) => (c === 'weekdays' ? o.weekdays.join(',') : o[c]))),
      readAt: clock(),
    };
  }

  return {
    list: (params: OrderListParams) => list(params, 3),
    legacyList: (params: OrderListParams) => list(params, 2),
    exportTable: (params: Omit<OrderListParams, 'start' | 'length'>) => exportTable(params, 3),
    legacyExportTable: (params: Omit<OrderListParams, 'start' | 'length'>) => exportTable(params, 2),

    get: (id: number) => current(db, id),

    async create(actorId: number | null, input: CreateOrder): Promise<Order> {
      return db.transaction(async (tx) => {
        const customer = await customerOf(tx, input.customer_id);
        // Without addresses the order takes the customer's defaults.
        const fields: OrderFields = {
          ...input,
          billing_address_id: input.billing_address_id ?? customer.billingDefault,
          delivery_address_id: input.delivery_address_id ?? customer.deliveryDefault,
        };
        await checkReferences(tx, customer.customerId, fields);
        const row = await repo.insert(tx, toValues(customer.customerId, fields), clock());
        const created = await current(tx, row.orderId);
        await audit.record(
          { userId: actorId, action: 'create', entity, entityId: row.orderId, change: created },
          tx,
        );
        return created;
      });
    },

    async update(actorId: number, id: number, input: UpdateOrder): Promise<Order> {
      return db.transaction(async (tx) => {
        const stored = await editable(tx, id, input.version);
        const before = await current(tx, id);
        await checkReferences(tx, stored.customerId, input);
        const values = { ...toValues(stored.customerId, input), cancelled: input.cancelled };
        const row = await repo.updateIfVersion(tx, id, input.version, values, clock());
        await versionedRow(row, () => repo.findRow(tx, id));
        const after = await current(tx, id);
        const change = { before, after };
        await audit.record({ userId: actorId, action: 'update', entity, entityId: id, change }, tx);
        return after;
      });
    },

    async reassign(actorId: number, id: number, input: ReassignOrderRequest): Promise<Order> {
      return db.transaction(async (tx) => {
        const before = await editable(tx, id, input.version);
        const customer = await customerOf(tx, input.customer_id);
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

    async remove(actorId: number, id: number, version: number): Promise<void> {
      await db.transaction(async (tx) => {
        await editable(tx, id, version);
        const before = await current(tx, id);
        const row = await repo.deleteIfVersion(tx, id, version);
        await versionedRow(row, () => repo.findRow(tx, id));
        await audit.record({ userId: actorId, action: 'delete', entity, entityId: id, change: before }, tx);
      });
    },

    /** Spec §3/§7 programme types (programme/get_types) with their meals and today's prices. */
    programmeTypes(): ProgrammeTypes {
      const today = businessDate(clock());
      const variants = [
        ...PROGRAMME_TYPES.flatMap((type) => [false, true].map((isFlex) => ({ type, isFlex, trial: false }))),
        ...PROGRAMME_TYPES.map((type) => ({ type, isFlex: false, trial: true })),
      ];
      const items = variants.map(({ type, isFlex, trial }): ProgrammeTypeItem => {
        const programme = { type, is_flex: isFlex, day_trial: trial };
        const weekdays = trial ? [1] : [1, 2, 3, 4, 5];
        const price = orderPrice({ ...programme, order_id: 0, discount_meals: null, weekdays }, today);
        return {
          ...programme,
          programme: programmeLabel(programme),
          meals: price.meals,
          discount_meals: price.discount_meals,
          day_rate: price.day_rate,
          week_price: price.week_price,
        };
      });
      return { price_model: priceModelOn(today), programme_types: items };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
