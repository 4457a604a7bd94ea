import { businessDate } from '@brigade/domain/calendar/business-date';
import {
  ERASED_FIRST_NAME,
  ERASED_LAST_NAME,
  erasedAddressFields,
  erasedCustomerFields,
  erasureConfirmed,
  isErasedCustomer,
  orderStillRuns,
} from '@brigade/domain/customers/erasure';
import { messages } from '@brigade/domain/messages/catalogue';
import type { EraseCustomerResponse } from '@brigade/domain/schemas/customer-data-rights';
import { businessRule, notFound, validationError } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import * as repo from './erase-repository.ts';

/** The domain's erased values as the tables' columns. */
function erasedColumns(id: number) {
  const c = erasedCustomerFields(id);
  const a = erasedAddressFields();
  const customer: repo.ErasedCustomerColumns = {
    firstName: c.first_name,
    lastName: c.last_name,
    email: c.email,
    phoneNumber: c.phone_number,
    dob: c.dob,
    howHear: c.how_hear,
    newsletter: c.newsletter,
    workshopInterest: c.workshop_interest,
    lastContacted: c.last_contacted,
    otherAllergens: [...c.other_allergens],
    otherWarnings: [...c.other_warnings],
    dislikes: [...c.dislikes],
    specialRequirements: c.special_requirements,
    notes: c.notes,
    deliveryInstructions: c.delivery_instructions,
    pickUpNotes: c.pick_up_notes,
    groupId: c.group_id,
    active: c.active,
  };
  const address: repo.ErasedAddressColumns = {
    name: a.name,
    phone: a.phone,
    company: a.company,
    street: a.street,
    co: a.co,
    email: a.email,
    zipAnnex: a.zip_annex,
    instruction: a.instruction,
    latitude: a.latitude,
    longitude: a.longitude,
  };
  return { customer, address };
}

/** What earlier audit entries of the customer keep instead of the data they recorded. */
const forgotten = { erased: true };

/**
 * A customer's right to erasure (ADR 082), in one transaction: confirmed by the customer's number or full
 * name typed back; refused while orders still run. Personal and health data go; orders and invoices stay as
 * the accounting law asks. The audit entry of the erasure names what was done, never the erased data.
 */
export function createCustomerEraseService({ db, clock, audit }: CoreDeps) {
  return {
    async erase(actorId: number, id: number, confirm: string): Promise<EraseCustomerResponse> {
      return db.transaction(async (tx) => {
        const row = await repo.lockCustomer(tx, id);
        if (!row) throw notFound();
        if (isErasedCustomer(row)) throw businessRule(messages.customerErased);
        const named = { customer_id: id, first_name: row.firstName, last_name: row.lastName };
        if (!erasureConfirmed(confirm, named)) throw validationError('confirm', messages.erasureNotConfirmed);
        const now = clock();
        const today = businessDate(now);
        if ((await repo.ordersOf(tx, id)).some((o) => orderStillRuns(o, today))) {
          throw businessRule(messages.customerHasRunningOrders);
        }
        const addresses = await repo.anonymise(tx, id, erasedColumns(id), now);
        const deleted = await repo.deletePersonalRows(tx, id);
        const kept = await repo.stripKeptRecords(tx, id, `${ERASED_FIRST_NAME} ${ERASED_LAST_NAME}`, now);
        const entries =
          (await audit.forget('customer', id, { prefix: false, marker: forgotten }, tx)) +
          (await audit.forget('customer_dislike_suppression', id, { prefix: true, marker: forgotten }, tx));
        const change = { deleted, kept, addresses_anonymised: addresses, audit_entries_forgotten: entries };
        await audit.record(
          { userId: actorId, action: 'erase', entity: 'customer', entityId: id, change },
          tx,
        );
        return { customer_id: id, deleted, kept };
      });
    },
  };
}

export type CustomerEraseService = ReturnType<typeof createCustomerEraseService>;
