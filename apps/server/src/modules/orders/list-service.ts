import { mondayOfWeekId } from '@brigade/domain/calendar/week-id';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import type { OrderListParams } from '@brigade/domain/schemas/orders';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ExportTable } from '../../lib/export.ts';
import { toListItem, toOrder } from './mapping.ts';
import * as repo from './repository.ts';

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
  'week_price',
  'discount_code',
  'is_subscription',
  'cancelled',
  'created_at',
] as const;

type ExportParams = Omit<OrderListParams, 'start' | 'length'>;

/** /orders (order_version 3) and /orders/legacy (order_version 2): a page of orders with their prices, and the export. */
export function createOrderLists({ db, clock }: { db: Db; clock: Clock }) {
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

  async function exportTable(params: ExportParams, orderVersion: 2 | 3): Promise<ExportTable> {
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
    exportTable: (params: ExportParams) => exportTable(params, 3),
    legacyExportTable: (params: ExportParams) => exportTable(params, 2),
  };
}
