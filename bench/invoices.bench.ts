/**
 * Invoicing a week (ADR 069) with 2,000 demo customers (seed/customers-demo.ts), on embedded PGlite and, when it
 * answers, on PostgreSQL: `POST /api/v1/invoices/week {week_start}` for the default week as SUPER queues one
 * job that makes an invoice per customer (each in its own transaction with its gap-free number); the wall time
 * runs from the POST until the job is completed (`GET /jobs?name=invoices.week`, polled every 100 ms). Then
 * the week's invoice list (`GET /invoices?week_start=…`) is read 20 times, one request at a time, and one
 * invoice's PDF with its QR-bill 20 times. No goal is set by the issue: the figures are written down.
 */
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import type { InvoiceList } from '@brigade/domain/schemas/invoices';
import type { JobView } from '@brigade/domain/schemas/operations';
import { demoLogin, perDatabaseAndSize, startBenchServer, timedResult, timeRequests } from './lib.ts';

const sizes = (process.env.BENCH_CUSTOMERS ?? '2000').split(',').map(Number);
const reads = { requests: 20, warmUp: 2, minRequests: 20, budgetSeconds: 120 };

async function invoiceWeek(url: string, cookie: string, monday: string) {
  const started = performance.now();
  const queued = await fetch(`${url}/api/v1/invoices/week`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ week_start: monday }),
  });
  if (queued.status !== 202) throw new Error(`invoice week: ${queued.status} ${await queued.text()}`);
  const { job_id } = (await queued.json()) as { job_id: string };
  for (;;) {
    const list = (await (
      await fetch(`${url}/api/v1/jobs?name=invoices.week`, { headers: { cookie } })
    ).json()) as { jobs: JobView[] };
    const job = list.jobs.find((j) => j.id === job_id);
    if (job?.state === 'completed')
      return { seconds: Math.round((performance.now() - started) / 10) / 100, result: job.result };
    if (job?.state === 'failed') throw new Error(`invoice week failed: ${job.error}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function measure(customers: number, databaseUrl?: string) {
  const server = await startBenchServer({ prefix: 'invoices', databaseUrl, demoCustomers: customers });
  try {
    const cookie = await demoLogin(server.url, 'super');
    const monday = defaultWeekMonday(new Date());
    const job = await invoiceWeek(server.url, cookie, monday);
    const listUrl = `${server.url}/api/v1/invoices?week_start=${monday}`;
    const list = await timeRequests(server, () => fetch(listUrl, { headers: { cookie } }), reads);
    const invoices = (JSON.parse(list.firstBody) as InvoiceList).items;
    const pdfUrl = `${server.url}/api/v1/invoices/${invoices[0]!.invoice_id}/pdf`;
    const pdf = await timeRequests(server, () => fetch(pdfUrl, { headers: { cookie } }), reads);
    return {
      customers,
      seed_seconds: server.seedSeconds,
      week_start: monday,
      invoice_week_job: {
        ...job,
        invoices: invoices.length,
        per_invoice_ms: Math.round((job.seconds * 1000) / invoices.length),
      },
      week_list: { invoices: invoices.length, ...timedResult(list) },
      one_pdf: { kb: Math.round(Buffer.byteLength(pdf.firstBody) / 1024), ...timedResult(pdf) },
    };
  } finally {
    await server.close();
  }
}

export async function run() {
  return {
    name: 'invoices',
    description:
      "Invoicing the default week as one job at 2,000 customers (POST /invoices/week → job completed), then the week's invoice list and one invoice's PDF, 20 reads each, one at a time",
    results: await perDatabaseAndSize('invoices', sizes, measure),
  };
}
