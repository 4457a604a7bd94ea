import { businessDate } from '@brigade/domain/calendar/business-date';
import { markAddressesForSave, NEW_ADDRESS_ID } from '@brigade/domain/customers/address-payload';
import { birthdayForExport } from '@brigade/domain/customers/birthday';
import { contactCard } from '@brigade/domain/customers/contact';
import { parseCustomerNotes } from '@brigade/domain/customers/customer-notes';
import { deliveryOption } from '@brigade/domain/customers/delivery-option';
import { mapLink } from '@brigade/domain/customers/map-link';
import { formatPhone } from '@brigade/domain/customers/phone';
import { isDomainError } from '@brigade/domain/errors/domain-error';
import { messages } from '@brigade/domain/messages/catalogue';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import {
  CUSTOMER_AUTOCOMPLETE_LIMIT,
  type Address,
  type AddressValues as AddressInputValues,
  type CreateCustomer,
  type Customer,
  type CustomerAllergen,
  type CustomerAllergyItem,
  type CustomerListItem,
  type CustomerOption,
  type UpdateCustomer,
} from '@brigade/domain/schemas/customers';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { businessRule, conflict, notFound, validationError } from '../../lib/errors.ts';
import type { ExportTable } from '../../lib/export.ts';
import { versionedRow } from '../../lib/versioned.ts';
import type { AuditService } from '../audit/service.ts';
import * as repo from './repository.ts';

export interface CustomerListParams {
  start: number;
  length: number;
  q?: string | undefined;
  active?: boolean | undefined;
  sort_by?: repo.CustomerFilter['sortBy'];
  sort_dir: 'asc' | 'desc';
}

export interface CustomerAllergyParams {
  start: number;
  length: number;
  q?: string | undefined;
  allergen_id?: number | undefined;
  sort_dir: 'asc' | 'desc';
}

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

const name = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

export function toAddress(row: repo.AddressRow): Address {
  return {
    address_id: row.addressId,
    name: row.name,
    phone: row.phone,
    company: row.company,
    street: row.street,
    co: row.co,
    postcode: row.postcode,
    city: row.city,
    email: row.email,
    country_code: row.countryCode,
    zip_annex: row.zipAnnex,
    instruction: row.instruction,
    is_delivery: row.isDelivery,
    latitude: row.latitude,
    longitude: row.longitude,
    version: row.version,
  };
}

const toAllergen = (h: repo.HealthAllergen): CustomerAllergen => ({
  allergen_id: h.allergenId,
  name: h.name,
  name_de: h.nameDe,
});

function notesError(notes: string): string | null {
  try {
    parseCustomerNotes(notes);
    return null;
  } catch (error) {
    if (isDomainError(error)) return error.message;
    throw error;
  }
}

function toCustomer(
  row: repo.CustomerRow,
  groupName: string | null,
  addressRows: repo.AddressRow[],
  health: repo.HealthAllergen[],
  hasOrders: boolean,
): Customer {
  const all = addressRows.map(toAddress);
  const billingAddress = all.find((a) => a.address_id === row.billingDefault) ?? null;
  const deliveryAddress = all.find((a) => a.address_id === row.deliveryDefault) ?? null;
  // The map goes where the delivery goes: the delivery address unless the billing address is used for it.
  const target = row.useBilling ? billingAddress : (deliveryAddress ?? billingAddress);
  const allergensOf = (kind: repo.AllergenKind) => health.filter((h) => h.kind === kind);
  return {
    customer_id: row.customerId,
    first_name: row.firstName,
    last_name: row.lastName,
    name: name(row),
    email: row.email,
    phone_cc: row.phoneCc,
    phone_number: row.phoneNumber,
    phone_display: formatPhone(row.phoneCc, row.phoneNumber),
    dob: row.dob,
    billing_default: row.billingDefault,
    delivery_default: row.deliveryDefault,
    use_billing: row.useBilling,
    pick_up: row.pickUp,
    pick_up_point_id: row.pickUpPointId,
    is_office: row.isOffice,
    group_id: row.groupId,
    group_name: groupName,
    delivery_option: deliveryOption({ pick_up: row.pickUp, use_billing: row.useBilling }),
    chat_pref: row.chatPref,
    how_hear: row.howHear,
    newsletter: row.newsletter,
    workshop_interest: row.workshopInterest,
    cutlery: row.cutlery,
    payment_method_default: row.paymentMethodDefault,
    last_contacted: row.lastContacted,
    prospective: row.prospective,
    allergen_ids: allergensOf('ALLERGY').map((h) => h.allergenId),
    warning_ids: allergensOf('WARNING').map((h) => h.allergenId),
    allergens: allergensOf('ALLERGY').map(toAllergen),
    warnings: allergensOf('WARNING').map(toAllergen),
    other_allergens: row.otherAllergens,
    other_warnings: row.otherWarnings,
    dislikes: row.dislikes,
    special_requirements: row.specialRequirements,
    notes: row.notes,
    notes_error: notesError(row.notes),
    delivery_instructions: row.deliveryInstructions,
    pick_up_notes: row.pickUpNotes,
    active: row.active,
    addresses: all,
    billing_address: billingAddress,
    delivery_address: deliveryAddress,
    map_link: mapLink(target?.latitude, target?.longitude),
    has_orders: hasOrders,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toAddressValues(input: AddressInputValues, isDelivery: boolean): repo.AddressValues {
  return {
    name: input.name,
    phone: input.phone,
    company: input.company,
    street: input.street,
    co: input.co,
    postcode: input.postcode,
    city: input.city,
    email: input.email,
    countryCode: input.country_code,
    zipAnnex: input.zip_annex,
    instruction: input.instruction,
    isDelivery,
    latitude: input.latitude,
    longitude: input.longitude,
  };
}

/**
 * Spec §3 Customer and Address, §5 customer rules: addresses are marked (billing not delivery, delivery
 * delivery) before saving, notes must parse, the birthday is kept only when it parses.
 */
export function createCustomersService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const entity = 'customer';

  async function load(tx: Db, id: number): Promise<Customer> {
    const found = await repo.findById(tx, id);
    if (!found) throw notFound();
    const [addressRows, health, hasOrders] = await Promise.all([
      repo.addressesOf(tx, id),
      repo.healthOf(tx, [id]),
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
    const known = await repo.knownAllergenIds(tx, [...input.allergen_ids, ...input.warning_ids]);
    for (const field of ['allergen_ids', 'warning_ids'] as const) {
      if (input[field].some((id) => !known.has(id))) throw validationError(field, messages.allergenUnknown);
    }
    return {
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phoneCc: input.phone_cc,
      phoneNumber: input.phone_number,
      dob,
      useBilling: input.use_billing,
      pickUp: input.pick_up,
      pickUpPointId: input.pick_up_point_id,
      isOffice: input.is_office,
      chatPref: input.chat_pref,
      howHear: input.how_hear,
      newsletter: input.newsletter,
      workshopInterest: input.workshop_interest,
      cutlery: input.cutlery,
      paymentMethodDefault: input.payment_method_default,
      lastContacted: input.last_contacted,
      prospective: input.prospective,
      otherAllergens: input.other_allergens,
      otherWarnings: input.other_warnings,
      dislikes: input.dislikes,
      specialRequirements: input.special_requirements,
      notes: input.notes,
      deliveryInstructions: input.delivery_instructions,
      pickUpNotes: input.pick_up_notes,
      active: input.active,
    };
  }

  /** Saves both addresses (spec §5 marking) and points the customer's defaults at them. */
  async function saveAddresses(tx: Db, customerId: number, input: CreateCustomer, now: Date) {
    const marked = markAddressesForSave(
      { address_id: input.billing_address?.address_id ?? NEW_ADDRESS_ID },
      { address_id: input.delivery_address?.address_id ?? NEW_ADDRESS_ID },
    );
    const save = async (
      given: AddressInputValues | null,
      addressId: number,
      isDelivery: boolean,
      field: string,
      taken: number | null,
    ): Promise<number | null> => {
      if (given === null) return null;
      const values = toAddressValues(given, isDelivery);
      // One stored address cannot be both: a delivery address that names the billing one is saved as new.
      if (addressId > 0 && addressId !== taken) {
        const row = await repo.updateAddress(tx, customerId, addressId, values, now);
        if (!row) throw validationError(`${field}.address_id`, messages.notFound);
        return row.addressId;
      }
      return (await repo.insertAddress(tx, customerId, values, now)).addressId;
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

  return {
    async autocomplete(q: string): Promise<CustomerOption[]> {
      if (q.trim() === '') return [];
      const rows = await repo.autocomplete(db, q.trim(), CUSTOMER_AUTOCOMPLETE_LIMIT);
      return rows.map((r) => ({ customer_id: r.customerId, name: name(r), email: r.email }));
    },

    async list(params: CustomerListParams): Promise<{ items: CustomerListItem[]; total: number }> {
      const { rows, total } = await repo.findPage(db, {
        start: params.start,
        length: params.length,
        q: params.q,
        active: params.active,
        sortBy: params.sort_by,
        sortDir: params.sort_dir,
      });
      const items = rows.map(({ customer: c, postcode, city, allergies }) => ({
        customer_id: c.customerId,
        first_name: c.firstName,
        last_name: c.lastName,
        name: name(c),
        email: c.email,
        phone: formatPhone(c.phoneCc, c.phoneNumber),
        postcode,
        city,
        delivery_option: deliveryOption({ pick_up: c.pickUp, use_billing: c.useBilling }),
        allergies: Number(allergies),
        active: c.active,
        updated_at: c.updatedAt.toISOString(),
      }));
      return { items, total };
    },

    async exportTable(params: Omit<CustomerListParams, 'start' | 'length'>): Promise<ExportTable> {
      const { items } = await this.list({ ...params, start: 0, length: EXPORT_MAX_ROWS });
      return {
        name: 'customers',
        columns: listColumns,
        rows: items.map((c) => listColumns.map((k) => c[k])),
        readAt: clock(),
      };
    },

    async allergies(params: CustomerAllergyParams): Promise<{ items: CustomerAllergyItem[]; total: number }> {
      const { rows, total } = await repo.findAllergyPage(db, {
        start: params.start,
        length: params.length,
        q: params.q,
        allergenId: params.allergen_id,
        sortDir: params.sort_dir,
      });
      const health = await repo.healthOf(
        db,
        rows.map((r) => r.customerId),
      );
      const items = rows.map((r) => {
        const mine = health.filter((h) => h.customerId === r.customerId);
        return {
          customer_id: r.customerId,
          name: name(r),
          allergens: mine.filter((h) => h.kind === 'ALLERGY').map(toAllergen),
          warnings: mine.filter((h) => h.kind === 'WARNING').map(toAllergen),
          other_allergens: r.otherAllergens,
          other_warnings: r.otherWarnings,
          dislikes: r.dislikes,
          special_requirements: r.specialRequirements,
        };
      });
      return { items, total };
    },

    async allergiesExport(params: Omit<CustomerAllergyParams, 'start' | 'length'>): Promise<ExportTable> {
      const { items } = await this.allergies({ ...params, start: 0, length: EXPORT_MAX_ROWS });
      const columns = [
        'customer_id',
        'name',
        'allergens',
        'warnings',
        'other_allergens',
        'other_warnings',
        'dislikes',
        'special_requirements',
      ] as const;
      const names = (list: CustomerAllergen[]) => list.map((a) => a.name).join(', ');
      return {
        name: 'customer-allergies',
        columns,
        rows: items.map((i) => [
          i.customer_id,
          i.name,
          names(i.allergens),
          names(i.warnings),
          i.other_allergens.join(', '),
          i.other_warnings.join(', '),
          i.dislikes.join(', '),
          i.special_requirements,
        ]),
        readAt: clock(),
      };
    },

    async get(id: number): Promise<Customer> {
      return load(db, id);
    },

    /** Spec §3: the customer's contact card (vCard), with the billing address. */
    async contactCard(id: number): Promise<{ filename: string; card: string }> {
      const c = await load(db, id);
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
      const slug =
        c.name
          .normalize('NFKD')
          .replace(/[^\w\s-]/g, '')
          .trim()
          .replace(/\s+/g, '-')
          .toLowerCase() || `customer-${id}`;
      return { filename: `${slug}.vcf`, card };
    },

    async create(actorId: number | null, input: CreateCustomer): Promise<Customer> {
      return db.transaction(async (tx) => {
        const values = await checked(tx, input);
        const now = clock();
        const row = await repo.insert(tx, values, now);
        await saveAddresses(tx, row.customerId, input, now);
        await repo.replaceHealth(tx, row.customerId, input.allergen_ids, input.warning_ids);
        const created = await load(tx, row.customerId);
        await audit.record(
          { userId: actorId, action: 'create', entity, entityId: created.customer_id, change: created },
          tx,
        );
        return created;
      });
    },

    async update(actorId: number, id: number, input: UpdateCustomer): Promise<Customer> {
      return db.transaction(async (tx) => {
        const before = await load(tx, id);
        if (before.version !== input.version) throw conflict(messages.staleVersion);
        const values = await checked(tx, input);
        const now = clock();
        await versionedRow(await repo.updateIfVersion(tx, id, input.version, values, now), () =>
          repo.customerExists(tx, id),
        );
        await saveAddresses(tx, id, input, now);
        await repo.replaceHealth(tx, id, input.allergen_ids, input.warning_ids);
        const after = await load(tx, id);
        await audit.record(
          { userId: actorId, action: 'update', entity, entityId: id, change: { before, after } },
          tx,
        );
        return after;
      });
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
