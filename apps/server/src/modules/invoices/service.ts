import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { businessDate } from '@brigade/domain/calendar/business-date';
import {
  creditLines,
  invoiceLinesText,
  programmeInvoiceLine,
  invoiceTotal,
} from '@brigade/domain/invoices/invoice-lines';
import { invoiceNumber, paymentReference } from '@brigade/domain/invoices/invoice-numbers';
import { messages } from '@brigade/domain/messages/catalogue';
import { spOrderPrice } from '@brigade/domain/special-programmes/customer-value';
import type {
  CustomerMoney,
  InvoiceDetail,
  InvoiceList,
  InvoiceListQuery,
  InvoiceRunResult,
  InvoiceSummary,
  InvoiceWeekRequest,
} from '@brigade/domain/schemas/invoices';
import type { InvoiceConfig } from '../../config-invoices.ts';
import type { Db } from '../../db/client.ts';
import { businessRule, conflict, notFound } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import type { AccountingCalls } from '../accounting/calls-service.ts';
import type { WeekService } from '../week/service.ts';
import { createAccountingSync } from './accounting-sync.ts';
import { weekDrafts, type InvoiceDraft } from './drafts.ts';
import { moneyByOrder, toDetail, toSummary } from './mapping.ts';
import * as repo from './repository.ts';

/**
 * Invoices in our database (ADR 069, the local accounting port): made from The Week's prices (one rule for
 * what an order's week costs), numbered gap-free per year, frozen when made; paid, or cancelled by a credit note.
 */
export function createInvoicesService(
  deps: CoreDeps & {
    settings: InvoiceConfig;
    week: Pick<WeekService, 'weekCustomers'>;
    accounting?: Pick<AccountingCalls, 'ensureContact' | 'createInvoice' | 'deleteInvoice'>;
  },
) {
  const { db, clock, audit, settings } = deps;
  const sync = createAccountingSync(deps.accounting);

  /** Inserts one invoice with its number, reference, lines and audit entry, in the caller's transaction. */
  async function insertDraft(tx: Db, userId: number | null, draft: InvoiceDraft, party: repo.BillingParty) {
    const issuedOn = businessDate(clock());
    const year = Number(issuedOn.slice(0, 4));
    const seq = await repo.nextSeq(tx, year);
    const number = invoiceNumber(year, seq);
    const total = invoiceTotal(draft.lines);
    const id = await repo.insertInvoice(
      tx,
      {
        year,
        seq,
        number,
        reference: paymentReference(settings.creditor.iban, year, seq),
        kind: draft.creditsInvoiceId ? 'CREDIT_NOTE' : 'INVOICE',
        creditsInvoiceId: draft.creditsInvoiceId ?? null,
        shopOrderId: draft.shopOrderId ?? null,
        currency: draft.currency ?? 'CHF',
        customerId: draft.customerId,
        specialProgrammeId: draft.specialProgrammeId,
        weekStart: draft.weekStart,
        title: draft.title,
        text: invoiceLinesText(draft.lines),
        total: total.toFixed(2),
        address: party.address,
        email: party.email || null,
        issuedOn,
        dueOn: addDays(issuedOn, settings.paymentDays),
        createdBy: userId,
      },
      draft.lines,
    );
    const change = { after: { number, total, kind: draft.creditsInvoiceId ? 'CREDIT_NOTE' : 'INVOICE' } };
    await audit.record({ userId, action: 'create', entity: 'invoice', entityId: id, change }, tx);
    return id;
  }

  /**
   * Makes an invoice: here in one transaction, then (live) at the accounting service, which is asked first
   * whether Brigade is logged in — not logged in, nothing is made.
   */
  async function make(
    userId: number | null,
    draft: InvoiceDraft,
    party: repo.BillingParty,
  ): Promise<InvoiceSummary> {
    await sync.ready(draft.customerId);
    const id = await db.transaction((tx) => insertDraft(tx, userId, draft, party));
    await sync.push(db, id, draft);
    return summary(id);
  }

  /** Sets an invoice's status when its version is the one read (else 409), with its audit entry. */
  async function setStatus(
    tx: Db,
    userId: number,
    invoiceId: number,
    version: number,
    change: { status: 'PAID' | 'CANCELLED'; paidAt?: Date; cancelledAt?: Date },
  ) {
    if (!(await repo.updateInvoice(tx, invoiceId, version, change))) throw conflict(messages.staleVersion);
    const entry = { before: { status: 'OPEN' }, after: { status: change.status } };
    await audit.record(
      { userId, action: 'update', entity: 'invoice', entityId: invoiceId, change: entry },
      tx,
    );
  }

  async function summary(invoiceId: number): Promise<InvoiceSummary> {
    const row = await repo.findInvoice(db, invoiceId);
    if (!row) throw notFound();
    return toSummary(row);
  }

  return {
    /**
     * Invoices the week of `week_start`: one invoice per customer with the orders delivered that week that are
     * not on an invoice yet; with `customer_id`, only theirs. `progress` is told now and then (the job).
     */
    async invoiceWeek(
      userId: number | null,
      request: InvoiceWeekRequest,
      progress: (done: number, total: number) => Promise<void> = async () => {},
    ): Promise<InvoiceRunResult> {
      const week = await deps.week.weekCustomers(request.week_start);
      const weekStart = week.start_date as IsoDate;
      const rows = request.customer_id
        ? week.rows.filter((r) => r.customer_id === request.customer_id)
        : week.rows;
      const { drafts, skipped } = weekDrafts(rows, await repo.invoicedOrders(db, weekStart), weekStart);
      if (request.customer_id && drafts.length === 0 && skipped.length === 0)
        throw businessRule(messages.invoiceNothingToBill);
      const parties = await repo.billingParties(
        db,
        drafts.map((d) => d.customerId),
      );
      const created: InvoiceSummary[] = [];
      for (const [i, draft] of drafts.entries()) {
        const party = parties.get(draft.customerId)!;
        created.push(await make(userId, draft, party));
        if (i % 50 === 49) await progress(i + 1, drafts.length);
      }
      return { created, skipped };
    },

    /**
     * Invoices a special programme: one invoice per customer billed through accounting (is_bexio) and not
     * invoiced for it yet, for order_count orders at the customer's price override, else the programme's price.
     */
    async invoiceProgramme(userId: number, programmeId: number): Promise<InvoiceRunResult> {
      const programme = await repo.programmeToBill(db, programmeId);
      if (!programme) throw notFound();
      const invoiced = await repo.invoicedProgrammeCustomers(db, programmeId);
      const drafts: InvoiceDraft[] = programme.entries.flatMap((entry) => {
        const unit = spOrderPrice(
          {
            order_count: entry.orderCount,
            price_override: entry.priceOverride === null ? null : Number(entry.priceOverride),
          },
          programme.price,
        );
        const line = programmeInvoiceLine({
          name: programme.name,
          order_count: entry.orderCount,
          unit_price: unit,
        });
        if (!line || invoiced.has(entry.customerId)) return [];
        return [
          {
            customerId: entry.customerId,
            title: programme.name,
            weekStart: null,
            specialProgrammeId: programmeId,
            lines: [line],
          },
        ];
      });
      if (drafts.length === 0) throw businessRule(messages.invoiceProgrammeNothingToBill);
      const parties = await repo.billingParties(
        db,
        drafts.map((d) => d.customerId),
      );
      const created: InvoiceSummary[] = [];
      for (const draft of drafts) {
        created.push(await make(userId, draft, parties.get(draft.customerId)!));
      }
      return { created, skipped: [] };
    },

    /** 'Programme payments and invoices': per order, what was invoiced, what is paid and what is open. */
    async customerMoney(customerId: number): Promise<CustomerMoney> {
      const { items } = await this.list({ customer_id: customerId });
      return {
        ...moneyByOrder(await repo.customerLines(db, customerId)),
        customer_id: customerId,
        invoices: items,
      };
    },

    summary,
    /** Makes one invoice (a shop order's): here, and live at the accounting service. */
    makeInvoice: make,

    async list(query: InvoiceListQuery): Promise<InvoiceList> {
      const items = (await repo.findInvoices(db, query)).map(toSummary);
      const sum = (status: string) =>
        items.filter((i) => i.status === status).reduce((cents, i) => cents + Math.round(i.total * 100), 0) /
        100;
      return { items, totals: { count: items.length, open: sum('OPEN'), paid: sum('PAID') } };
    },

    async get(invoiceId: number): Promise<InvoiceDetail> {
      const row = await repo.findInvoice(db, invoiceId);
      if (!row) throw notFound();
      return toDetail(row, await repo.findLines(db, invoiceId));
    },

    /** Marks an open invoice paid (a bank transfer seen on the statement). */
    async markPaid(userId: number, invoiceId: number, version: number): Promise<InvoiceSummary> {
      const before = await summary(invoiceId);
      if (before.status !== 'OPEN') throw businessRule(messages.invoiceNotOpen);
      await db.transaction((tx) =>
        setStatus(tx, userId, invoiceId, version, { status: 'PAID', paidAt: clock() }),
      );
      return summary(invoiceId);
    },

    /**
     * Cancels an open invoice: a credit note of the same lines, negated, gets the next number and the invoice
     * is CANCELLED (its orders can be invoiced again); open payment links expire; live, it is deleted at the
     * accounting service. A paid invoice is refunded outside Brigade first.
     */
    async cancel(userId: number, invoiceId: number, version: number): Promise<InvoiceSummary> {
      const before = await this.get(invoiceId);
      if (before.status !== 'OPEN' || before.kind !== 'INVOICE') throw businessRule(messages.invoiceNotOpen);
      const [party] = (await repo.billingParties(db, [before.customer_id])).values();
      const credit: InvoiceDraft = {
        customerId: before.customer_id,
        title: `Credit note for ${before.number}`,
        weekStart: before.week_start as IsoDate | null,
        specialProgrammeId: before.special_programme_id,
        lines: creditLines(before.lines),
        creditsInvoiceId: invoiceId,
      };
      // Deleted at the accounting service first (live): if it refuses, nothing changes here.
      if (before.version !== version) throw conflict(messages.staleVersion);
      await sync.withdraw((await repo.findInvoice(db, invoiceId))?.externalId ?? null);
      const creditId = await db.transaction(async (tx) => {
        await setStatus(tx, userId, invoiceId, version, { status: 'CANCELLED', cancelledAt: clock() });
        await repo.expirePayments(tx, invoiceId);
        return insertDraft(tx, userId, credit, { ...party!, address: before.address });
      });
      return summary(creditId);
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
