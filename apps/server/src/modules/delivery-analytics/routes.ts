import {
  deliveryAnalyticsQuery,
  deliveryBreakdownQuery,
  deliveryBreakdownResponse,
  deliveryReasonsResponse,
  deliveryWeeklyResponse,
} from '@brigade/domain/schemas/delivery-analytics';
import type { FastifyPluginAsync } from 'fastify';
import { registerAnalyticsTable } from '../../lib/analytics-table.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DeliveryAnalyticsService } from './service.ts';

const range = 'from and to: Mondays (none: the 12 weeks up to this week); zone: one postcode zone';
const outcomes = [
  'deliveries',
  'orders',
  'delivered',
  'not_delivered',
  'open',
  'on_time',
  'with_window',
  'delivered_pct',
  'on_time_pct',
];

/** The delivery analytics tables (SUPER only), each with its CSV and .xlsx download. */
export const deliveryAnalyticsRoutes: FastifyPluginAsync<{
  delivery: DeliveryAnalyticsService;
  clock: Clock;
}> = async (app, { delivery, clock }) => {
  registerAnalyticsTable(app, clock, {
    path: '/analytics/delivery/weekly',
    name: 'analytics-delivery-weekly',
    summary: `Deliveries per ISO week by their latest tracking: delivered, not delivered, open, on time; ${range}`,
    query: deliveryAnalyticsQuery,
    response: deliveryWeeklyResponse,
    columns: ['week_id', 'start_date', ...outcomes],
    read: (query) => delivery.weekly(query),
  });
  registerAnalyticsTable(app, clock, {
    path: '/analytics/delivery/breakdown',
    name: 'analytics-delivery-breakdown',
    summary: `Deliveries over the range per zone, courier, pick-up point or day period (by); ${range}`,
    query: deliveryBreakdownQuery,
    response: deliveryBreakdownResponse,
    columns: ['key', 'label', ...outcomes],
    read: (query) => delivery.breakdown(query),
  });
  registerAnalyticsTable(app, clock, {
    path: '/analytics/delivery/reasons',
    name: 'analytics-delivery-reasons',
    summary: `Stops not delivered over the range per reason the driver gave; ${range}`,
    query: deliveryAnalyticsQuery,
    response: deliveryReasonsResponse,
    columns: ['reason', 'stops', 'share_pct'],
    read: (query) => delivery.reasons(query),
  });
};
