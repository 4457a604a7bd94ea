/**
 * Bulk label PDFs (ADR 068) with 2,000 demo customers (seed/customers-demo.ts), on embedded PGlite and, when it
 * answers, on PostgreSQL. Goals (not asserted): 1,000 A6 package labels as one PDF in at most 3 s; a week's meal
 * labels of every customer as one PDF, with the memory it takes.
 *
 * - Week of meal labels: `POST /api/v1/labels/pdf {kind: 'meals'}` for the default week as SUPER, then the
 *   status is polled every 50 ms until the PDF is in the object store: wall time from the POST to "ready"
 *   (reading the labels, drawing every page, storing the file), pages and size.
 * - A6 of a day: the same for `{kind: 'packages'}` on the Monday–Friday date with the most bags.
 * - 1,000 A6 labels: the drawing alone (`packageLabelsPdf`), with that day's labels repeated to 1,000, in this
 *   process; median of 3 runs.
 *
 * While a job runs, the process's RSS and heap are sampled every 20 ms (peak minus the value before it started)
 * and the event loop's longest stall is recorded (perf_hooks monitorEventLoopDelay): other requests wait that long.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { isoWeekOfDate } from '@brigade/domain/calendar/week-id';
import type { LabelPdfRequest, PackageLabelsResponse } from '@brigade/domain/schemas/labels';
import { packageLabelsPdf } from '../apps/server/src/modules/labels/package-labels-pdf.ts';
import { demoLogin, perDatabaseAndSize, startBenchServer, timingStats } from './lib.ts';

const sizes = (process.env.BENCH_CUSTOMERS ?? '2000').split(',').map(Number);
const A6_LABELS = 1000;
const MB = 1024 * 1024;

/** Runs `work` while sampling memory and the event loop's stalls. */
async function watched<T>(work: () => Promise<T>) {
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  try {
    const result = await work();
    return {
      result,
      seconds: Math.round((performance.now() - started) / 10) / 100,
      rss_growth_mb: Math.round((peakRss - before.rss) / MB),
      heap_growth_mb: Math.round((peakHeap - before.heapUsed) / MB),
      longest_event_loop_stall_ms: Math.round(loop.max / 1e6),
    };
  } finally {
    loop.disable();
    clearInterval(sampler);
  }
}

/** Queues a PDF, waits for it and answers its pages and size. */
async function pdfJob(url: string, cookie: string, request: LabelPdfRequest) {
  const headers = { cookie, 'content-type': 'application/json' };
  const queued = await fetch(`${url}/api/v1/labels/pdf`, {
    method: 'POST',
    headers,
    body: JSON.stringify(request),
  });
  if (queued.status !== 202) throw new Error(`pdf: ${queued.status} ${await queued.text()}`);
  const { job_id } = (await queued.json()) as { job_id: string };
  for (;;) {
    const status = await fetch(`${url}/api/v1/labels/pdf/${job_id}/status`, { headers: { cookie } });
    const facts = (await status.json()) as { ready: boolean; pages: number | null; bytes: number | null };
    if (facts.ready) return { pages: facts.pages!, kb: Math.round(facts.bytes! / 1024) };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The Monday–Friday date of the default week with the most A6 labels, with its labels. */
async function busiestDay(url: string, cookie: string) {
  const monday = defaultWeekMonday(new Date());
  let busiest: PackageLabelsResponse = { date: monday, labels: [] };
  for (const n of [0, 1, 2, 3, 4]) {
    const date: IsoDate = addDays(monday, n);
    const response = await fetch(`${url}/api/v1/labels/packages/${date}?lang=en`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`packages: ${response.status} ${await response.text()}`);
    const day = (await response.json()) as PackageLabelsResponse;
    if (day.labels.length > busiest.labels.length) busiest = day;
  }
  return busiest;
}

/** A watched job's figures with its result's. */
const flat = <R extends object>({ result, ...figures }: { result: R } & Record<string, unknown>) => ({
  ...result,
  ...figures,
});

async function measure(customers: number, databaseUrl?: string) {
  const server = await startBenchServer({ prefix: 'label-pdfs', databaseUrl, demoCustomers: customers });
  try {
    const cookie = await demoLogin(server.url, 'super');
    const { year, week } = isoWeekOfDate(defaultWeekMonday(new Date()));
    const whole = await fetch(`${server.url}/api/v1/labels/meals/${year}/${week}`, { headers: { cookie } });
    const mealLabels = ((await whole.json()) as { labels: unknown[] }).labels.length;
    const meals = await watched(() => pdfJob(server.url, cookie, { kind: 'meals', year, week, lang: 'en' }));
    const day = await busiestDay(server.url, cookie);
    const packages = await watched(() =>
      pdfJob(server.url, cookie, { kind: 'packages', date: day.date, lang: 'en' }),
    );
    const thousand = {
      ...day,
      labels: Array.from({ length: A6_LABELS }, (_, i) => day.labels[i % day.labels.length]!),
    };
    const draws = [];
    for (let run = 0; run < 3; run++) draws.push(await watched(() => packageLabelsPdf(thousand, 'en')));
    const times = timingStats(draws.map((d) => d.seconds * 1000));
    return {
      customers,
      seed_seconds: server.seedSeconds,
      week_meal_labels: { year, week, labels: mealLabels, ...flat(meals) },
      day_a6_labels: { date: day.date, labels: day.labels.length, ...flat(packages) },
      a6_1000_drawn: {
        labels: A6_LABELS,
        runs: draws.length,
        seconds_p50: Math.round(times.p50 / 10) / 100,
        seconds_max: Math.round(times.max / 10) / 100,
        pages: draws[0]!.result.pages,
        kb: Math.round(draws[0]!.result.bytes.length / 1024),
        rss_growth_mb: Math.max(...draws.map((d) => d.rss_growth_mb)),
        longest_event_loop_stall_ms: Math.max(...draws.map((d) => d.longest_event_loop_stall_ms)),
      },
    };
  } finally {
    await server.close();
  }
}

export async function run() {
  return {
    name: 'label-pdfs',
    description:
      "Label PDF jobs as SUPER (POST /labels/pdf → status ready): the default week's meal labels of every customer and the busiest weekday's A6 labels; and 1,000 A6 labels drawn in-process (median of 3). Memory = peak RSS/heap growth while it runs; stall = the event loop's longest delay meanwhile",
    results: await perDatabaseAndSize('label_pdfs', sizes, measure),
  };
}
