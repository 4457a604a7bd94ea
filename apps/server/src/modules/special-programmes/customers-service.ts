import { messages } from '@brigade/domain/messages/catalogue';
import type { AddSpCustomer, SpCustomer } from '@brigade/domain/schemas/special-programmes';
import { spCustomerDefaults } from '@brigade/domain/special-programmes/customer-defaults';
import type { Db } from '../../db/client.ts';
import { conflict, notFound, validationError } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { versionedRow } from '../../lib/versioned.ts';
import * as repo from './customers-repository.ts';
import * as groupRepo from './delivery-groups-repository.ts';
import { entryValues, settingsOf, toSpCustomer } from './mapping.ts';
import type { ProgrammeRow } from './repository.ts';
import { programmeOr404 } from './service.ts';

/** One change of a customer's entry (delivery, delivery group, accounting, value, order count, reset). */
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

const auditEntity = 'special_programme_customer';

/** The customers of a special programme: added with defaults, changed one setting at a time, removed. */
export function createSpCustomersService({ db, clock, audit }: CoreDeps) {
  async function customerDto(tx: Db, programme: ProgrammeRow, customerId: number) {
    const rows = await repo.findCustomers(tx, programme.specialProgrammeId, customerId);
    return toSpCustomer(rows[0]!, Number(programme.priceChf), await repo.findAddresses(tx, [customerId]));
  }

  /** A delivery group named in a change must be one of this programme's (400 on its field otherwise). */
  async function checkGroup(tx: Db, programmeId: number, groupId: number | null) {
    if (groupId !== null && !(await groupRepo.findGroup(tx, programmeId, groupId))) {
      throw validationError('delivery_group_id', messages.spDeliveryGroupUnknown);
    }
  }

  /** The columns a change sets, once what it names is checked (the customer's address, a pick-up point, a group). */
  async function valuesOf(
    tx: Db,
    id: number,
    customerId: number,
    change: EntryChange,
  ): Promise<repo.EntryValues> {
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
        return {
          addressId: change.address_id,
          pickUpPointId: change.pick_up_point_id,
          deliveryGroupId: change.delivery_group_id,
        };
      }
      case 'delivery_group':
        await checkGroup(tx, id, change.delivery_group_id);
        return { deliveryGroupId: change.delivery_group_id };
      case 'accounting':
        return { isBexio: change.is_bexio };
      case 'value':
        return { priceOverride: change.price_override === null ? null : change.price_override.toFixed(2) };
      case 'order_count':
        return { orderCount: change.order_count };
      case 'reset': {
        const source = await repo.findCustomerDefaults(tx, customerId);
        return entryValues(spCustomerDefaults(source!));
      }
    }
  }

  return {
    /**
     * Adds a customer with the defaults; one already on the programme is a 409 unless force_reset, which
     * puts their entry back to the defaults (order count kept, ADR 027). `created` tells the route 201 or 200.
     */
    async addCustomer(
      actorId: number,
      id: number,
      input: AddSpCustomer,
    ): Promise<{ customer: SpCustomer; created: boolean }> {
      return db.transaction(async (tx) => {
        const programme = await programmeOr404(tx, id);
        const source = await repo.findCustomerDefaults(tx, input.customer_id);
        if (!source) throw validationError('customer_id', messages.spCustomerUnknown);
        const defaults = entryValues(spCustomerDefaults(source));
        const existing = await repo.findEntry(tx, id, input.customer_id);
        if (existing && !input.force_reset) throw conflict(messages.spCustomerAlreadyAdded);
        const now = clock();
        if (existing) {
          await repo.entryWrites.updateIfVersion(
            tx,
            existing.specialProgrammeCustomerId,
            existing.version,
            defaults,
            now,
          );
        } else {
          await repo.insertEntry(tx, id, input.customer_id, defaults, now);
        }
        const customer = await customerDto(tx, programme, input.customer_id);
        await audit.record(
          {
            userId: actorId,
            action: existing ? 'update' : 'create',
            entity: auditEntity,
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
            entity: auditEntity,
            entityId: `${id}/${customerId}`,
            change: settingsOf(row),
          },
          tx,
        );
      });
    },

    /** One change of a customer's entry, only while its version is the one the caller read. */
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
        const values = await valuesOf(tx, id, customerId, change);
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
            entity: auditEntity,
            entityId: `${id}/${customerId}`,
            change: { kind: change.kind, before: settingsOf(entry), after },
          },
          tx,
        );
        return after;
      });
    },
  };
}

export type SpCustomersService = ReturnType<typeof createSpCustomersService>;
