import { accountingContactOf } from '@brigade/domain/accounting/contact';
import { businessDate } from '@brigade/domain/calendar/business-date';
import type {
  AccountingInvoice,
  AccountingPosition,
  AccountingService,
} from '../../integrations/accounting/port.ts';
import { AppError } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import type { CustomersService } from '../customers/service.ts';
import * as repo from './repository.ts';
import type { TokenKeeper } from './tokens.ts';

interface Deps extends CoreDeps {
  accounting: AccountingService;
  tokens: TokenKeeper | undefined;
  customers: Pick<CustomersService, 'get'>;
}

export interface AccountingInvoiceInput {
  customerId: number;
  title: string;
  /** Our reference of the invoice: its number. */
  apiReference: string;
  positions: AccountingPosition[];
  currency: string;
}

/**
 * What other modules ask of the accounting service: a customer's contact there (made once from the
 * customer's accounting parameters and remembered), and invoices made or deleted there. In local mode each
 * answers null and calls nothing: invoices live in Brigade's own database. Live without a connection: 409
 * 'You must login to Bexio to continue'.
 */
export function createAccountingCalls(deps: Deps) {
  const { db, clock } = deps;
  const live =
    deps.accounting.mode === 'live' && deps.tokens ? { service: deps.accounting, tokens: deps.tokens } : null;
  // One contact per customer: calls for a customer whose contact is being made wait for that one.
  const making = new Map<number, Promise<string>>();

  async function makeContact(
    { service, tokens }: NonNullable<typeof live>,
    customerId: number,
  ): Promise<string> {
    const customer = await deps.customers.get(customerId);
    const params = accountingContactOf(
      { ...customer, address: customer.billing_address ?? customer.delivery_address },
      businessDate(clock()),
    );
    const contactId = await tokens.withToken((token) => service.createContact(token, params));
    return repo.keepContactId(db, customerId, contactId);
  }

  async function ensureContact(customerId: number): Promise<string | null> {
    if (!live) return null;
    const known = await repo.findContactId(db, customerId);
    if (known) return known;
    let pending = making.get(customerId);
    if (!pending) {
      pending = makeContact(live, customerId).finally(() => making.delete(customerId));
      making.set(customerId, pending);
    }
    return pending;
  }

  return {
    mode: deps.accounting.mode,
    /** The customer's contact id at the accounting service, made when it has none; null in local mode. */
    ensureContact,
    /** Makes the invoice at the accounting service for the customer's contact; null in local mode. */
    async createInvoice(input: AccountingInvoiceInput): Promise<AccountingInvoice | null> {
      if (!live) return null;
      const contactId = (await ensureContact(input.customerId))!;
      const { customerId: _customer, ...rest } = input;
      return live.tokens.withToken((token) => live.service.createInvoice(token, { ...rest, contactId }));
    },
    /**
     * Deletes the invoice of that id at the accounting service; one it no longer knows counts as deleted
     * (a second delete changes nothing). Answers whether a call was made: null in local mode.
     */
    async deleteInvoice(externalId: string): Promise<boolean | null> {
      if (!live) return null;
      try {
        await live.tokens.withToken((token) => live.service.deleteInvoice(token, externalId));
      } catch (error) {
        if (!(error instanceof AppError && error.statusCode === 404)) throw error;
      }
      return true;
    },
  };
}

export type AccountingCalls = ReturnType<typeof createAccountingCalls>;
