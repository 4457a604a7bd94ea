/**
 * A burst of shop orders: BENCH_SHOP_ORDERS (default 1,000) signed orders/create webhooks of one mapped
 * programme variant, sent BENCH_SHOP_CONCURRENCY (default 50) at a time, then every one of them delivered a
 * second time (the shop retries), on embedded PGlite and, when it answers, on PostgreSQL.
 *
 * Measured: the webhook's answer (round trip, p50/p99 — the shop wants one within 5 s), the burst's duration,
 * and how long until every import job has run (the queue drained). Checked: each order imported exactly once
 * (one customer and one order each, none waiting), the repeated deliveries changed nothing.
 */
import { createHmac } from 'node:crypto';
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { addDays } from '@brigade/domain/calendar/iso-date';
import { shopOrderFixture } from '../apps/server/src/modules/shop/test-shop.ts';
import { demoLogin, onScratchPostgres, postgresAnswers, startBenchServer, timingStats } from './lib.ts';

const total = Number(process.env.BENCH_SHOP_ORDERS ?? 1000);
const concurrency = Number(process.env.BENCH_SHOP_CONCURRENCY ?? 50);
const secret = 'bench-shop-webhook-secret-0001';
const variantId = 4242;

interface Delivery {
  eventId: string;
  body: string;
}

function deliveries(start: string, runId: number): Delivery[] {
  return Array.from({ length: total }, (_, n) => {
    const id = runId + n;
    const order = shopOrderFixture({ id, email: `burst.${id}@example.ch`, variantId, start });
    return { eventId: `bench-${id}`, body: JSON.stringify(order) };
  });
}

/** Sends every delivery, `concurrency` at a time; the round trip of each, in ms. */
async function send(url: string, list: Delivery[]): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const delivery = list[next++]!;
      const started = performance.now();
      const response = await fetch(`${url}/api/v1/shop/webhooks/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': 'orders/create',
          'x-shopify-hmac-sha256': createHmac('sha256', secret).update(delivery.body).digest('base64'),
          'x-shopify-event-id': delivery.eventId,
          'x-shopify-webhook-id': `wh-${delivery.eventId}`,
        },
        body: delivery.body,
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`webhook ${response.status}: ${text.slice(0, 300)}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return times;
}

async function measure(databaseUrl?: string) {
  const server = await startBenchServer({
    prefix: 'shop',
    databaseUrl,
    demoCustomers: 200,
    env: { SHOP_WEBHOOK_SECRET: secret, SHOP_URL: 'https://brigade-bench.myshopify.com' },
  });
  try {
    const cookie = await demoLogin(server.url, 'super');
    const mapped = await fetch(`${server.url}/api/v1/shop/variants/${variantId}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        product_id: null,
        title: 'LEAN 2 weeks',
        kind: 'programme',
        type: 'LEAN',
        is_flex: false,
        day_trial: false,
        weeks: 2,
        version: 0,
      }),
    });
    if (mapped.status !== 200) throw new Error(`mapping: ${mapped.status} ${await mapped.text()}`);

    const start = addDays(defaultWeekMonday(new Date()), 7);
    const list = deliveries(start, 5_000_000_000 + (Date.now() % 1_000_000) * 1000);
    const burstStarted = performance.now();
    const first = await send(server.url, list);
    const burstSeconds = (performance.now() - burstStarted) / 1000;
    const again = await send(server.url, list);

    const count = async (sqlText: string) =>
      Number(((await server.database.executeSql(sqlText)).rows[0] as { n: string | number }).n);
    const ids = `shop_order_id >= ${list.length > 0 ? JSON.parse(list[0]!.body).id : 0}`;
    while ((await count(`SELECT count(*) AS n FROM shop_orders WHERE status = 'pending' AND ${ids}`)) > 0) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const drainedSeconds = (performance.now() - burstStarted) / 1000;
    const imported = await count(
      `SELECT count(*) AS n FROM shop_orders WHERE status = 'imported' AND ${ids}`,
    );
    const waiting = await count(`SELECT count(*) AS n FROM shop_orders WHERE status = 'waiting' AND ${ids}`);
    const orders = await count(
      `SELECT count(*) AS n FROM shop_order_lines l JOIN orders o ON o.order_id = l.order_id WHERE l.${ids}`,
    );
    const customers = await count(
      `SELECT count(*) AS n FROM customers WHERE email LIKE 'burst.%@example.ch'`,
    );
    const events = await count(`SELECT count(*) AS n FROM shop_events WHERE event_id LIKE 'bench-%'`);
    return {
      database: databaseUrl ? 'postgres' : 'pglite',
      webhooks: total,
      concurrency,
      burst_seconds: Math.round(burstSeconds * 10) / 10,
      webhooks_per_second: Math.round(total / burstSeconds),
      answer_ms: timingStats(first),
      repeated_answer_ms: timingStats(again),
      all_imported_after_seconds: Math.round(drainedSeconds * 10) / 10,
      imports_per_second: Math.round(total / drainedSeconds),
      imported,
      waiting,
      orders_made: orders,
      customers_made: customers,
      events_recorded: events,
      imported_exactly_once: imported === total && orders === total && customers === total,
    };
  } finally {
    await server.close();
  }
}

export async function run() {
  const results = [await measure()];
  console.error(JSON.stringify(results[0]));
  if (await postgresAnswers()) {
    results.push(await onScratchPostgres('shop', (url) => measure(url)));
    console.error(JSON.stringify(results[1]));
  }
  return { name: 'shop-webhooks', results };
}
