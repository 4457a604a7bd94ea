import { businessDate } from '@brigade/domain/calendar/business-date';
import { markAddressesForSave, NEW_ADDRESS_ID } from '@brigade/domain/customers/address-payload';
import { birthdayForExport } from '@brigade/domain/customers/birthday';
import { contactCard } from '@brigade/domain/customers/contact';
import { isErasedCustomer } from '@brigade/domain/customers/erasure';
import { messages } from '@brigade/domain/messages/catalogue';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import type { AddressValues } from '@brigade/domain/schemas/customer-addresses';
import {
  CUSTOMER_AUTOCOMPLETE_LIMIT,
  type CreateCustomer,
  type Customer,
  type CustomerListItem,
  type CustomerListParams,
  type CustomerOption,
  type UpdateCustomer,
} from '@brigade/domain/schemas/customers';
import type { Db } from '../../db/client.ts';
import { updateAudited } from '../../lib/audited-write.ts';
import { businessRule, conflict, notFound, validationError } from '../../lib/errors.ts';
import type { ExportTable } from '../../lib/export.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { versionedRow } from '../../lib/versioned.ts';
import * as addressRepo from './addresses-repository.ts';
import * as healthRepo from './allergies-repository.ts';
import { forgetRemovedDislikes } from './dislikes-service.ts';
import { recordHealthRead } from './health-reads.ts';
import { customerName, toAddressValues, toCustomer, toCustomerValues, toListItem } from './mapping.ts';
import * as repo from './repository.ts';

const listColumns = [
  'customer_id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'city',
  'delivery_option',
  'allergies',
  'active',
  'updated_at',
] as const;

/** The file name of a contact card: the customer's name in plain letters, joined by '-'. */
function cardFileName(name: string, id: number): string {
  const slug =
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase() || `customer-${id}`;
  return `${slug}.vcf`;
}

/**
 * Customers with their addresses and health: addresses are marked (billing not delivery, delivery delivery)
 * before saving, notes must parse, the birthday is kept only when it parses.
 */
export function createCustomersService({ db, clock, audit }: CoreDeps) {
  const entity = 'customer';

  async function load(tx: Db, id: number): Promise<Customer> {
    const found = await repo.findById(tx, id);
    if (!found) throw notFound();
    const [addressRows, health, hasOrders] = await Promise.all([
      addressRepo.addressesOf(tx, id),
      healthRepo.healthOf(tx, [id]),
      repo.hasOrders(tx, id),
    ]);
    return toCustomer(found.customer, found.groupName, addressRows, health, hasOrders);
  }

  /** Checks what zod cannot (references and the birthday against today); 400 on the field, nothing written. */
  async function checked(tx: Db, input: CreateCustomer): Promise<repo.CustomerValues> {
    let dob: string | null = null;
    if (input.dob !== null) {
      dob = birthdayForExport(input.dob, businessDate(clock()));
      if (dob === null) throw validationError('dob', messages.birthdayInvalid);
    }
    if (!(await repo.chatPrefExists(tx, input.chat_pref))) {
      throw validationError('chat_pref', messages.chatPrefUnknown);
    }
    if (input.pick_up_point_id !== null && !(await repo.pickUpPointExists(tx, input.pick_up_point_id))) {
      throw validationError('pick_up_point_id', messages.pickUpPointUnknown);
    }
    const known = await healthRepo.knownAllergenIds(tx, [...input.allergen_ids, ...input.warning_ids]);
    for (const field of ['allergen_ids', 'warning_ids'] as const) {
      if (input[field].some((id) => !known.has(id))) throw validationError(field, messages.allergenUnknown);
    }
    return toCustomerValues(input, dob);
  }

  /** Saves both addresses (billing not a delivery address, delivery one) and points the defaults at them. */
  async function saveAddresses(tx: Db, customerId: number, input: CreateCustomer, now: Date) {
    const marked = markAddressesForSave(
      { address_id: input.billing_address?.address_id ?? NEW_ADDRESS_ID },
      { address_id: input.delivery_address?.address_id ?? NEW_ADDRESS_ID },
    );
    const save = async (
      given: AddressValues | null,
      addressId: number,
      isDelivery: boolean,
      field: string,
      taken: number | null,
    ): Promise<number | null> => {
      if (given === null) return null;
      const values = toAddressValues(given, isDelivery);
      // One stored address cannot be both: a delivery address that names the billing one is saved as new.
      if (addressId > 0 && addressId !== taken) {
        const row = await addressRepo.updateAddress(tx, customerId, addressId, values, now);
        if (!row) throw validationError(`${field}.address_id`, messages.notFound);
        return row.addressId;
      }
      return (await addressRepo.insertAddress(tx, customerId, values, now)).addressId;
    };
    const billingId = await save(
      input.billing_address,
      marked.billing.address_id,
      marked.billing.isDelivery ?? false,
      'billing_address',
      null,
    );
    const deliveryId = await save(
      input.delivery_address,
      marked.delivery.address_id,
      marked.delivery.isDelivery ?? true,
      'delivery_address',
      billingId,
    );
    await repo.setDefaults(tx, customerId, billingId, deliveryId);
  }

  async function list(params: CustomerListParams): Promise<{ items: CustomerListItem[]; total: number }> {
    const { rows, total } = await repo.findPage(db, {
      start: params.start,
      length: params.length,
      q: params.q,
      active: params.active,
      sortBy: params.sort_by,
      sortDir: params.sort_dir,
    });
    return { items: rows.map(toListItem), total };
  }

  return {
    async autocomplete(q: string): Promise<CustomerOption[]> {
      if (q.trim() === '') return [];
      const rows = await repo.autocomplete(db, q.trim(), CUSTOMER_AUTOCOMPLETE_LIMIT);
      return rows.map((r) => ({ customer_id: r.customerId, name: customerName(r), email: r.email }));
    },

    /** The list shows each customer's number of allergies: the read is audited, naming the page's customers. */
    async list(actorId: number, params: CustomerListParams) {
      const page = await list(params);
      const customerIds = page.items.map((c) => c.customer_id);
      await recordHealthRead(audit, actorId, { via: 'customer list', key: 'list', customerIds });
      return page;
    },

    async exportTable(
      actorId: number,
      params: Omit<CustomerListParams, 'start' | 'length'>,
    ): Promise<ExportTable> {
      const { items } = await list({ ...params, start: 0, length: EXPORT_MAX_ROWS });
      const customerIds = items.map((c) => c.customer_id);
      await recordHealthRead(audit, actorId, { via: 'customer export', key: 'export', customerIds });
      return {
        name: 'customers',
        columns: listColumns,
        rows: items.map((c) => listColumns.map((k) => c[k])),
        readAt: clock(),
      };
    },

    /** For other modules' own work (no person reads it). */
    async get(id: number): Promise<Customer> {
      return load(db, id);
    },

    /** The customer page's read: birthday, allergies, warnings and dislikes shown, so it is audited. */
    async read(actorId: number, id: number): Promise<Customer> {
      const customer = await load(db, id);
      await recordHealthRead(audit, actorId, { via: 'customer', key: id, customerIds: [id] });
      return customer;
    },

    /** The customer's contact card (vCard), with the billing address and birthday (audited). */
    async contactCard(actorId: number, id: number): Promise<{ filename: string; card: string }> {
      const c = await load(db, id);
      await recordHealthRead(audit, actorId, { via: 'contact card', key: id, customerIds: [id] });
      const a = c.billing_address ?? c.delivery_address;
      const card = contactCard(
        {
          first_name: c.first_name,
          last_name: c.last_name,
          email: c.email,
          phone_cc: c.phone_cc,
          phone_number: c.phone_number,
          dob: c.dob,
          street: a?.street ?? null,
          postcode: a?.postcode ?? null,
          city: a?.city ?? null,
          countryCode: a?.country_code ?? null,
        },
        businessDate(clock()),
      );
      return { filename: cardFileName(c.name, id), card };
    },

    /** The customer with this e-mail, ignoring case; `within` reads inside the caller's transaction. */
    findIdByEmail: (email: string, within: Db = db) => repo.findIdByEmail(within, email),

    /** `within`: part of the caller's transaction (an import that must land whole or not at all). */
    async create(actorId: number | null, input: CreateCustomer, within: Db = db): Promise<Customer> {
      return within.transaction(async (tx) => {
        const values = await checked(tx, input);
        const now = clock();
        const row = await repo.insert(tx, values, now);
        await saveAddresses(tx, row.customerId, input, now);
        await healthRepo.replaceHealth(tx, row.customerId, input.allergen_ids, input.warning_ids);
        const created = await load(tx, row.customerId);
        await audit.record(
          { userId: actorId, action: 'create', entity, entityId: created.customer_id, change: created },
          tx,
        );
        return created;
      });
    },

    async update(actorId: number, id: number, input: UpdateCustomer): Promise<Customer> {
      return updateAudited(
        { db, audit },
        {
          entity,
          actorId,
          key: id,
          read: (tx) => load(tx, id),
          write: async (tx, before) => {
            if (isErasedCustomer(before)) throw businessRule(messages.customerErased);
            if (before.version !== input.version) throw conflict(messages.staleVersion);
            const values = await checked(tx, input);
            const now = clock();
            await versionedRow(await repo.updateIfVersion(tx, id, input.version, values, now), () =>
              repo.customerExists(tx, id),
            );
            await saveAddresses(tx, id, input, now);
            await healthRepo.replaceHealth(tx, id, input.allergen_ids, input.warning_ids);
            await forgetRemovedDislikes(tx, id, input.dislikes);
          },
        },
      );
    },

    /** Refused (422) while the customer has orders: their history must stay; set them inactive instead. */
    async remove(actorId: number, id: number, version: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await load(tx, id);
        if (before.version !== version) throw conflict(messages.staleVersion);
        if (before.has_orders) throw businessRule(messages.customerHasOrders);
        await repo.deleteDependants(tx, id);
        await versionedRow(await repo.deleteIfVersion(tx, id, version), () => repo.customerExists(tx, id));
        await audit.record({ userId: actorId, action: 'delete', entity, entityId: id, change: before }, tx);
      });
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
