import { messages } from '@brigade/domain/messages/catalogue';
import type { LabelPdfRequest } from '@brigade/domain/schemas/labels';
import type { ObjectStore } from '../../integrations/storage/port.ts';
import { notFound } from '../../lib/errors.ts';
import type { JobContext, JobQueue } from '../../lib/job-queue.ts';
import type { Reader } from '../dispatch/mapping.ts';
import { mealLabelsPdf } from './meal-labels-pdf.ts';
import { packageLabelsPdf } from './package-labels-pdf.ts';
import type { PackagesService } from './packages-service.ts';
import type { MealLabelsService } from './service.ts';

const PDF_JOB = 'labels.pdf';

interface PdfJob {
  request: LabelPdfRequest;
  reader: Reader;
  /** Where the QR codes point: PUBLIC_URL, else the address the request came to. */
  origin: string;
}

/** Where a finished PDF and its facts are kept in the object store. */
const pdfKey = (jobId: string) => `ap/labels/pdf/${jobId}.pdf`;
const factsKey = (jobId: string) => `ap/labels/pdf/${jobId}.json`;

export interface PdfFacts {
  pages: number;
  bytes: number;
  kind: LabelPdfRequest['kind'];
}

/**
 * Bulk label PDFs (ADR 068): made by a job (progress over SSE), kept in the object store under the job's id,
 * downloaded when ready. A week's meal labels or a day's A6 package labels.
 */
export function createLabelPdfService(deps: {
  queue: JobQueue;
  store: ObjectStore;
  meals: MealLabelsService;
  packages: PackagesService;
  publicUrl: string | undefined;
}) {
  const { queue, store, meals, packages } = deps;

  async function make(job: PdfJob, context: JobContext) {
    const { request } = job;
    let made: { bytes: Buffer; pages: number };
    if (request.kind === 'meals') {
      const answer = await meals.mealLabels(request.year, request.week, request);
      const total = answer.labels.length;
      await context.progress(0, total);
      made = await mealLabelsPdf(answer, job.origin, (done) => context.progress(done, total));
    } else {
      const answer = await packages.packageLabels(job.reader, request.date, { lang: request.lang });
      const total = answer.labels.length;
      await context.progress(0, total);
      made = await packageLabelsPdf(answer, request.lang, (done) => context.progress(done, total));
    }
    await store.putBytes(pdfKey(context.id), made.bytes, 'application/pdf');
    const facts: PdfFacts = { pages: made.pages, bytes: made.bytes.length, kind: request.kind };
    await store.putJson(factsKey(context.id), facts);
    await context.progress(made.pages, made.pages, 'ready');
    return { ...facts };
  }

  queue.define<PdfJob>({ name: PDF_JOB, handler: make, retryLimit: 2 });

  return {
    /** Queues a PDF; answers the job id to follow and download it by. */
    async start(reader: Reader, request: LabelPdfRequest, requestOrigin: string) {
      const job: PdfJob = { request, reader, origin: deps.publicUrl ?? requestOrigin };
      return { job_id: (await queue.send(PDF_JOB, job))! };
    },

    /** The facts of a finished PDF, or null while it is being made. */
    async facts(jobId: string): Promise<PdfFacts | null> {
      return (await store.getJson(factsKey(jobId))) as PdfFacts | null;
    },

    /** The finished PDF; 404 while it is being made (or when it is gone). */
    async file(jobId: string): Promise<Uint8Array> {
      const bytes = await store.getBytes(pdfKey(jobId));
      if (!bytes) throw notFound(messages.labelPdfNotReady);
      return bytes;
    },
  };
}

export type LabelPdfService = ReturnType<typeof createLabelPdfService>;
