import { messages } from '@brigade/domain/messages/catalogue';
import type {
  MailingResult,
  NewsletterContact,
  NewsletterContactParams,
  SignUpRun,
} from '@brigade/domain/schemas/newsletter';
import type { Db } from '../../db/client.ts';
import type { NewsletterService } from '../../integrations/newsletter/port.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { JobContext, JobQueue } from '../../lib/job-queue.ts';
import type { AuditService } from '../audit/service.ts';
import type { IntegrationsService } from '../integrations/service.ts';
import type { JobsService } from '../jobs/service.ts';
import { toContact, toSignUpResult } from './mapping.ts';
import * as repo from './repository.ts';

export const SIGN_UP_JOB = 'newsletter.sign-up';

interface Deps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  queue: JobQueue;
  jobs: JobsService;
  newsletter: NewsletterService;
  integrations: IntegrationsService;
}

/**
 * The newsletter sign-up (ADR 059): a run signs up chosen customers one by one as a job, with progress. A
 * customer who did not opt in is answered NO_SIGN_UP and never sent; one already on the list (by an earlier
 * run, or as the provider says) ALREADY_SIGNED_UP; a provider failure FAILED with its message. A retried run
 * skips the contacts it has already answered, so nobody is sent twice.
 */
export function createNewsletterService(deps: Deps) {
  const { db, clock, newsletter } = deps;

  async function answer(customer: Awaited<ReturnType<typeof repo.findCustomers>>[number]) {
    if (!customer.newsletter)
      return { result: 'NO_SIGN_UP' as const, message: 'Did not opt in to the newsletter' };
    if (!customer.email) return { result: 'NO_SIGN_UP' as const, message: 'No e-mail address' };
    if (await repo.alreadySignedUp(db, customer.customerId, customer.email)) {
      return { result: 'ALREADY_SIGNED_UP' as const, message: 'Signed up before' };
    }
    try {
      const result = await newsletter.addContact({
        email: customer.email,
        firstName: customer.firstName,
        lastName: customer.lastName,
      });
      await deps.integrations.succeeded('newsletter');
      return { result, message: result === 'SUCCESS' ? 'Added to the list' : 'Already on the list' };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await deps.integrations.failed('newsletter', message);
      return { result: 'FAILED' as const, message };
    }
  }

  async function run(data: { customerIds: number[] }, job: JobContext) {
    const customers = await repo.findCustomers(db, data.customerIds);
    const done = await repo.answeredIn(db, job.id);
    const counts: Record<MailingResult, number> = {
      NO_SIGN_UP: 0,
      ALREADY_SIGNED_UP: 0,
      SUCCESS: 0,
      FAILED: 0,
    };
    let n = 0;
    for (const customer of customers) {
      n += 1;
      if (done.has(customer.customerId)) continue;
      const { result, message } = await answer(customer);
      counts[result] += 1;
      await repo.recordResult(db, {
        jobId: job.id,
        customerId: customer.customerId,
        email: customer.email,
        result,
        message,
        createdAt: clock(),
      });
      if (n % 5 === 0 || n === customers.length) await job.progress(n, customers.length);
    }
    return { total: customers.length, ...counts };
  }

  deps.queue.define<{ customerIds: number[] }>({ name: SIGN_UP_JOB, handler: run, retryLimit: 2 });

  return {
    async contacts(params: NewsletterContactParams): Promise<{ items: NewsletterContact[]; total: number }> {
      const { rows, total } = await repo.listContacts(db, params);
      const latest = new Map(
        (
          await repo.latestResults(
            db,
            rows.map((r) => r.customerId),
          )
        ).map((s) => [s.customerId, s]),
      );
      return { items: rows.map((row) => toContact(row, latest.get(row.customerId))), total };
    },

    async signUp(actorId: number, customerIds: number[]): Promise<string> {
      const unique = [...new Set(customerIds)];
      const jobId = await deps.queue.send(SIGN_UP_JOB, { customerIds: unique });
      await deps.audit.record({
        userId: actorId,
        action: 'create',
        entity: 'newsletter_sign_up',
        entityId: jobId,
        change: { customers: unique.length },
      });
      return jobId!;
    },

    async runOf(jobId: string): Promise<SignUpRun> {
      const [job] = await deps.jobs.list({ name: SIGN_UP_JOB, id: jobId });
      if (!job) throw notFound(messages.newsletterRunNotFound);
      const results = (await repo.resultsOf(db, jobId)).map(toSignUpResult);
      const total = typeof job.result?.total === 'number' ? job.result.total : (job.progress?.total ?? null);
      return { job_id: jobId, state: job.state, total, results };
    },
  };
}

export type NewsletterModuleService = ReturnType<typeof createNewsletterService>;
