import { messages } from '@brigade/domain/messages/catalogue';
import type {
  CreateSpecialProgramme,
  DeliveryGroup,
  SpCustomer,
  SpecialProgramme,
  SpecialProgrammeDetail,
  UpdateSpecialProgramme,
} from '@brigade/domain/schemas/special-programmes';
import {
  spCustomerDefaults,
  type SpCustomerSettings,
} from '@brigade/domain/special-programmes/customer-defaults';
import { spCustomerValue, spTotals } from '@brigade/domain/special-programmes/customer-value';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound, uniqueOr, validationError } from '../../lib/errors.ts';
import { versionedRow } from '../../lib/versioned.ts';
import type { AuditService } from '../audit/service.ts';
import * as repo from './repository.ts';

export interface ProgrammeListParams {
  start: number;
  length: number;
  q?: string | undefined;
  sort_by?: repo.ProgrammeFilter['sortBy'];
  sort_dir: 'asc' | 'desc';
}

const money = (value: string | null) => (value === null ? null : Number(value)); // numeric comes back as text

function toProgramme(
  row: repo.ProgrammeRow,
  pricing: { orderCount: number; priceOverride: string | null }[],
) {
  const price = Number(row.priceChf);
  const totals = spTotals(
    pricing.map((p) => ({ order_count: p.orderCount, price_override: money(p.priceOverride) })),
    price,
  );
  return {
    special_programme_id: row.specialProgrammeId,
    name: row.name,
    description: row.description,
    start_date: row.startDate,
    price_chf: price,
    customer_count: totals.customer_count,
    order_count: totals.order_count,
    value: totals.value,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  } satisfies SpecialProgramme;
}

type AddressRow = Awaited<ReturnType<typeof repo.findAddresses>>[number];
const oneLine = (a: { street: string | null; postcode: string | null; city: string | null }) =>
  `${a.street ?? ''}, ${a.postcode ?? ''} ${a.city ?? ''}`;

function toCustomer(row: repo.CustomerRow, programmePrice: number, addressRows: AddressRow[]): SpCustomer {
  const e = row.entry;
  const priceOverride = money(e.priceOverride);
  return {
    customer_id: e.customerId,
    first_name: row.firstName,
    last_name: row.lastName,
    address_id: e.addressId,
    address: e.addressId === null ? null : oneLine(row),
    pick_up_point_id: e.pickUpPointId,
    pick_up_point: row.pickUpPoint,
    is_pick_up_point: e.pickUpPointId !== null,
    delivery_group_id: e.deliveryGroupId,
    delivery_group: row.deliveryGroup,
    is_bexio: e.isBexio,
    price_override: priceOverride,
    order_count: e.orderCount,
    value: spCustomerValue({ order_count: e.orderCount, price_override: priceOverride }, programmePrice),
    addresses: addressRows
      .filter((a) => a.customerId === e.customerId)
      .map((a) => ({ address_id: a.addressId, address: oneLine(a) })),
    version: e.version,
  };
}

const entryValues = (s: SpCustomerSettings): repo.EntryValues => ({
  addressId: s.address_id,
  pickUpPointId: s.pick_up_point_id,
  deliveryGroupId: s.delivery_group_id,
  isBexio: s.is_bexio,
  priceOverride: s.price_override === null ? null : s.price_override.toFixed(2),
});

const settingsOf = (e: repo.EntryRow) => ({
  address_id: e.addressId,
  pick_up_point_id: e.pickUpPointId,
  delivery_group_id: e.deliveryGroupId,
  is_bexio: e.isBexio,
  price_override: money(e.priceOverride),
  order_count: e.orderCount,
});

/** One change of a customer's entry (spec §7 update_delivery, update_delivery_group, …), already validated. */
export type EntryChange =
  | {
      kind: 'delivery';
      address_id: number | null;
      pick_up_point_id: number | null;
      delivery_group_id: number | null;
    }
  | { kind: 'delivery_group'; delivery_group_id: number | null }
  | { kind: 'accounting'; is_bexio: boolean }
  | { kind: 'value'; price_override: number | null }
  | { kind: 'order_count'; order_count: number }
  | { kind: 'reset' };

/** Spec §3/§4/§7 special programmes, their customers and delivery groups. */
export function createSpecialProgrammesService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const entity = 'special_programme';

  async function programmeOr404(tx: Db, id: number) {
    const row = await repo.findById(tx, id);
    if (!row) throw notFound();
    return row;
  }

  async function customerDto(tx: Db, programme: repo.ProgrammeRow, customerId: number) {
    const rows = await repo.findCustomers(tx, programme.specialProgrammeId, customerId);
    return toCustomer(rows[0]!, Number(programme.priceChf), await repo.findAddresses(tx, [customerId]));
  }

  async function groupsOf(tx: Db, programmeId: number): Promise<DeliveryGroup[]> {
    const [groups, members] = await Promise.all([
      repo.findGroups(tx, programmeId),
      repo.findCustomers(tx, programmeId),
    ]);
    return groups.map((g) => ({
      delivery_group_id: g.deliveryGroupId,
      special_programme_id: g.specialProgrammeId,
      delivery_group: g.deliveryGroup,
      customers: members
        .filter((m) => m.entry.deliveryGroupId === g.deliveryGroupId)
        .map((m) => ({ customer_id: m.entry.customerId, first_name: m.firstName, last_name: m.lastName })),
      version: g.version,
    }));
  }

  /** A delivery group named in a change must be one of this programme's (400 on its field otherwise). */
  async function checkGroup(tx: Db, programmeId: number, groupId: number | null) {
    if (groupId !== null && !(await repo.findGroup(tx, programmeId, groupId))) {
      throw validationError('delivery_group_id', messages.spDeliveryGroupUnknown);
    }
  }

  return {
    async list(params: ProgrammeListParams) {
      const { rows, total } = await repo.findPage(db, {
        start: params.start,
        length: params.length,
        q: params.q,
        sortBy: params.sort_by,
        sortDir: params.sort_dir,
      });
      const pricing = await repo.findPricing(
        db,
        rows.map((r) => r.specialProgrammeId),
      );
      const items = rows.map((row) =>
        toProgramme(
          row,
          pricing.filter((p) => p.programmeId === row.specialProgrammeId),
        ),
      );
      return { items, total };
    },

    async get(id: number): Promise<SpecialProgrammeDetail> {
      const row = await programmeOr404(db, id);
      const customers = await repo.findCustomers(db, id);
      const addressRows = await repo.findAddresses(
        db,
        customers.map((c) => c.entry.customerId),
      );
      const price = Number(row.priceChf);
      return {
        ...toProgramme(
          row,
          customers.map((c) => c.entry),
        ),
        customers: customers.map((c) => toCustomer(c, price, addressRows)),
        delivery_groups: await groupsOf(db, id),
      };
    },

    async create(actorId: number, input: CreateSpecialProgramme): Promise<SpecialProgramme> {
      return db.transaction(async (tx) => {
        const row = await repo.insert(
          tx,
          {
            name: input.name,
            description: input.description ?? null,
            startDate: input.start_date,
            priceChf: input.price_chf.toFixed(2),
          },
          clock(),
        );
        const created = toProgramme(row, []);
        await audit.record(
          { userId: actorId, action: 'create', entity, entityId: row.specialProgrammeId, change: created },
          tx,
        );
        return created;
      });
    },

    async update(actorId: number, id: number, input: UpdateSpecialProgramme): Promise<SpecialProgramme> {
      return db.transaction(async (tx) => {
        const before = await programmeOr404(tx, id);
        const values = {
          name: input.name,
          description: input.description ?? null,
          startDate: input.start_date,
          priceChf: input.price_chf.toFixed(2),
        };
        const row = await versionedRow(
          await repo.programmeWrites.updateIfVersion(tx, id, input.version, values, clock()),
          () => repo.findById(tx, id),
        );
        const after = toProgramme(row, await repo.findPricing(tx, [id]));
        const change = {
          before: {
            name: before.name,
            description: before.description,
            start_date: before.startDate,
            price_chf: Number(before.priceChf),
            version: before.version,
          },
          after,
        };
        await audit.record({ userId: actorId, action: 'update', entity, entityId: id, change }, tx);
        return after;
      });
    },

    async remove(actorId: number, id: number, version: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await versionedRow(await repo.programmeWrites.deleteIfVersion(tx, id, version), () =>
          repo.findById(tx, id),
        );
        await audit.record(
          { userId: actorId, action: 'delete', entity, entityId: id, change: toProgramme(row, []) },
          tx,
        );
      });
    },

    /**
     * Spec §4: adds a customer with the defaults; one already on the programme is a 409 unless force_reset,
     * which puts their entry back to the defaults (order count kept). `created` tells the route 201 or 200.
     */
    async addCustomer(
      actorId: number,
      id: number,
      input: { customer_id: number; force_reset: boolean },
    ): Promise<{ customer: SpCustomer; created: boolean }> {
      return db.transaction(async (tx) => {
        const programme = await programmeOr404(tx, id);
        const source = await repo.findCustomerDefaults(tx, input.customer_id);
        if (!source) throw validationError('customer_id', messages.spCustomerUnknown);
        const defaults = spCustomerDefaults(source);
        const existing = await repo.findEntry(tx, id, input.customer_id);
        if (existing && !input.force_reset) throw conflict(messages.spCustomerAlreadyAdded);
        const now = clock();
        if (existing) {
          await repo.entryWrites.updateIfVersion(
            tx,
            existing.specialProgrammeCustomerId,
            existing.version,
            entryValues(defaults),
            now,
          );
        } else {
          await repo.insertEntry(tx, id, input.customer_id, entryValues(defaults), now);
        }
        const customer = await customerDto(tx, programme, input.customer_id);
        await audit.record(
          {
            userId: actorId,
            action: existing ? 'update' : 'create',
            entity: 'special_programme_customer',
            entityId: `${id}/${input.customer_id}`,
            change: existing
              ? { before: settingsOf(existing), after: customer, force_reset: true }
              : customer,
          },
          tx,
        );
        return { customer, created: !existing };
      });
    },

    async removeCustomer(actorId: number, id: number, customerId: number, version: number): Promise<void> {
      await db.transaction(async (tx) => {
        await programmeOr404(tx, id);
        const entry = await repo.findEntry(tx, id, customerId);
        if (!entry) throw notFound();
        const row = await versionedRow(
          await repo.entryWrites.deleteIfVersion(tx, entry.specialProgrammeCustomerId, version),
          () => repo.findEntry(tx, id, customerId),
        );
        await audit.record(
          {
            userId: actorId,
            action: 'delete',
            entity: 'special_programme_customer',
            entityId: `${id}/${customerId}`,
            change: settingsOf(row),
          },
          tx,
        );
      });
    },

    /** One spec §7 update of a customer's entry, only while its version is the one the caller read. */
    async changeCustomer(
      actorId: number,
      id: number,
      customerId: number,
      version: number,
      change: EntryChange,
    ): Promise<SpCustomer> {
      return db.transaction(async (tx) => {
        const programme = await programmeOr404(tx, id);
        const entry = await repo.findEntry(tx, id, customerId);
        if (!entry) throw notFound();
        let values: repo.EntryValues;
        switch (change.kind) {
          case 'delivery': {
            if (
              change.address_id !== null &&
              !(await repo.addressOfCustomer(tx, change.address_id, customerId))
            ) {
              throw validationError('address_id', messages.spAddressNotCustomers);
            }
            if (
              change.pick_up_point_id !== null &&
              !(await repo.pickUpPointExists(tx, change.pick_up_point_id))
            ) {
              throw validationError('pick_up_point_id', messages.pickUpPointUnknown);
            }
            await checkGroup(tx, id, change.delivery_group_id);
            values = {
              addressId: change.address_id,
              pickUpPointId: change.pick_up_point_id,
              deliveryGroupId: change.delivery_group_id,
            };
            break;
          }
          case 'delivery_group':
            await checkGroup(tx, id, change.delivery_group_id);
            values = { deliveryGroupId: change.delivery_group_id };
            break;
          case 'accounting':
            values = { isBexio: change.is_bexio };
            break;
          case 'value':
            values = {
              priceOverride: change.price_override === null ? null : change.price_override.toFixed(2),
            };
            break;
          case 'order_count':
            values = { orderCount: change.order_count };
            break;
          case 'reset': {
            const source = await repo.findCustomerDefaults(tx, customerId);
            values = entryValues(spCustomerDefaults(source!));
            break;
          }
        }
        await versionedRow(
          await repo.entryWrites.updateIfVersion(
            tx,
            entry.specialProgrammeCustomerId,
            version,
            values,
            clock(),
          ),
          () => repo.findEntry(tx, id, customerId),
        );
        const after = await customerDto(tx, programme, customerId);
        await audit.record(
          {
            userId: actorId,
            action: 'update',
            entity: 'special_programme_customer',
            entityId: `${id}/${customerId}`,
            change: { kind: change.kind, before: settingsOf(entry), after },
          },
          tx,
        );
        return after;
      });
    },

    async listGroups(id: number): Promise<{ delivery_groups: DeliveryGroup[] }> {
      await programmeOr404(db, id);
      return { delivery_groups: await groupsOf(db, id) };
    },

    async createGroup(actorId: number, id: number, name: string): Promise<DeliveryGroup> {
      return uniqueOr(messages.deliveryGroupTaken, () =>
        db.transaction(async (tx) => {
          await programmeOr404(tx, id);
          if (await repo.groupNameTaken(tx, id, name)) throw conflict(messages.deliveryGroupTaken);
          const row = await repo.insertGroup(tx, id, name, clock());
          const created: DeliveryGroup = {
            delivery_group_id: row.deliveryGroupId,
            special_programme_id: id,
            delivery_group: row.deliveryGroup,
            customers: [],
            version: row.version,
          };
          await audit.record(
            {
              userId: actorId,
              action: 'create',
              entity: 'delivery_group',
              entityId: row.deliveryGroupId,
              change: created,
            },
            tx,
          );
          return created;
        }),
      );
    },

    async updateGroup(
      actorId: number,
      id: number,
      groupId: number,
      input: { delivery_group: string; version: number },
    ): Promise<DeliveryGroup> {
      return uniqueOr(messages.deliveryGroupTaken, () =>
        db.transaction(async (tx) => {
          await programmeOr404(tx, id);
          const before = await repo.findGroup(tx, id, groupId);
          if (!before) throw notFound();
          if (await repo.groupNameTaken(tx, id, input.delivery_group, groupId)) {
            throw conflict(messages.deliveryGroupTaken);
          }
          await versionedRow(
            await repo.groupWrites.updateIfVersion(
              tx,
              groupId,
              input.version,
              { deliveryGroup: input.delivery_group },
              clock(),
            ),
            () => repo.findGroup(tx, id, groupId),
          );
          const after = (await groupsOf(tx, id)).find((g) => g.delivery_group_id === groupId)!;
          await audit.record(
            {
              userId: actorId,
              action: 'update',
              entity: 'delivery_group',
              entityId: groupId,
              change: { before: { delivery_group: before.deliveryGroup, version: before.version }, after },
            },
            tx,
          );
          return after;
        }),
      );
    },

    /** Deleting a group takes its customers out of it (their versions move); they stay on the programme. */
    async removeGroup(actorId: number, id: number, groupId: number, version: number): Promise<void> {
      await db.transaction(async (tx) => {
        await programmeOr404(tx, id);
        const group = await repo.findGroup(tx, id, groupId);
        if (!group) throw notFound();
        if (group.version !== version) throw conflict(messages.staleVersion);
        await repo.clearGroup(tx, groupId, clock());
        await versionedRow(await repo.groupWrites.deleteIfVersion(tx, groupId, version), () =>
          repo.findGroup(tx, id, groupId),
        );
        await audit.record(
          {
            userId: actorId,
            action: 'delete',
            entity: 'delivery_group',
            entityId: groupId,
            change: { special_programme_id: id, delivery_group: group.deliveryGroup },
          },
          tx,
        );
      });
    },
  };
}

export type SpecialProgrammesService = ReturnType<typeof createSpecialProgrammesService>;
