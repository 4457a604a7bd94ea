import type {
  CreateSpecialProgramme,
  SpecialProgramme,
  SpecialProgrammeDetail,
  SpecialProgrammeListParams,
  UpdateSpecialProgramme,
} from '@brigade/domain/schemas/special-programmes';
import type { Db } from '../../db/client.ts';
import { versionedRemove } from '../../lib/audited-delete.ts';
import { notFound } from '../../lib/errors.ts';
import { groupBy } from '../../lib/group-by.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { versionedRow } from '../../lib/versioned.ts';
import * as customerRepo from './customers-repository.ts';
import * as groupRepo from './delivery-groups-repository.ts';
import {
  programmeSettings,
  toDeliveryGroup,
  toProgramme,
  toProgrammeValues,
  toSpCustomer,
} from './mapping.ts';
import * as repo from './repository.ts';

/** The programme, or 404: every sub-resource (customers, delivery groups) first asks for it. */
export async function programmeOr404(tx: Db, id: number): Promise<repo.ProgrammeRow> {
  const row = await repo.findById(tx, id);
  if (!row) throw notFound();
  return row;
}

/**
 * Special programmes: a group programme at one price per order, with its customers (each delivered to one
 * place, maybe in a delivery group, maybe at their own price) and the value of their orders.
 */
export function createSpecialProgrammesService({ db, clock, audit }: CoreDeps) {
  const entity = 'special_programme';

  return {
    async list(params: SpecialProgrammeListParams) {
      const { rows, total } = await repo.findPage(db, params);
      const ids = rows.map((r) => r.specialProgrammeId);
      const pricing = groupBy(await repo.findPricing(db, ids), (p) => p.programmeId);
      const items = rows.map((row) => toProgramme(row, pricing.get(row.specialProgrammeId) ?? []));
      return { items, total };
    },

    /** The programme with its customers (by last name) and delivery groups (by name). */
    async get(id: number): Promise<SpecialProgrammeDetail> {
      const row = await programmeOr404(db, id);
      const customers = await customerRepo.findCustomers(db, id);
      const addressRows = await customerRepo.findAddresses(
        db,
        customers.map((c) => c.entry.customerId),
      );
      const groups = await groupRepo.findGroups(db, id);
      const price = Number(row.priceChf);
      return {
        ...toProgramme(
          row,
          customers.map((c) => c.entry),
        ),
        customers: customers.map((c) => toSpCustomer(c, price, addressRows)),
        delivery_groups: groups.map((g) => toDeliveryGroup(g, customers)),
      };
    },

    async create(actorId: number, input: CreateSpecialProgramme): Promise<SpecialProgramme> {
      return db.transaction(async (tx) => {
        const row = await repo.insert(tx, toProgrammeValues(input), clock());
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
        const row = await versionedRow(
          await repo.programmeWrites.updateIfVersion(
            tx,
            id,
            input.version,
            toProgrammeValues(input),
            clock(),
          ),
          () => repo.findById(tx, id),
        );
        const after = toProgramme(row, await repo.findPricing(tx, [id]));
        const change = { before: programmeSettings(before), after };
        await audit.record({ userId: actorId, action: 'update', entity, entityId: id, change }, tx);
        return after;
      });
    },

    /** Deletes the programme; its customer entries and delivery groups go with it. */
    remove: versionedRemove(
      { db, audit },
      {
        entity,
        deleteIfVersion: repo.programmeWrites.deleteIfVersion,
        findByKey: repo.findById,
        change: (row) => toProgramme(row, []),
      },
    ),
  };
}

export type SpecialProgrammesService = ReturnType<typeof createSpecialProgrammesService>;
