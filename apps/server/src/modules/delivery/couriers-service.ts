import { messages } from '@brigade/domain/messages/catalogue';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import type {
  Courier,
  CourierListQuery,
  CreateCourierRequest,
  UpdateCourierRequest,
} from '@brigade/domain/schemas/delivery';
import { createUniqueAudited } from '../../lib/audited-write.ts';
import { checkedWrites } from '../../lib/checked-write.ts';
import { conflict, notFound, referencedOr, uniqueOr } from '../../lib/errors.ts';
import type { ExportTable } from '../../lib/export.ts';
import type { CoreDeps } from '../../lib/module.ts';
import * as repo from './couriers-repository.ts';
import { toCourier, toCourierValues } from './mapping.ts';
import { isCourierReferenced } from './repository.ts';

/** Couriers: the delivery companies delivery types and zones name, each with the windows it delivers in. */
export function createCouriersService(deps: CoreDeps) {
  const { db, clock, audit } = deps;
  const entity = 'courier';
  const writes = checkedWrites({ audit, entity, findByKey: repo.findById });

  return {
    async list(query: CourierListQuery) {
      const { rows, total } = await repo.findPage(db, query);
      return { items: rows.map(toCourier), total };
    },

    async exportTable(query: CourierListQuery): Promise<ExportTable> {
      const { items } = await this.list({ ...query, start: 0, length: EXPORT_MAX_ROWS });
      return {
        name: 'couriers',
        columns: ['courier_id', 'name', 'courier_type', 'delivery_times', 'version', 'updated_at'],
        rows: items.map((c) => [
          c.courier_id,
          c.name,
          c.courier_type,
          c.delivery_times.join(', '),
          c.version,
          c.updated_at,
        ]),
        readAt: clock(),
      };
    },

    async get(courierId: number): Promise<Courier> {
      const row = await repo.findById(db, courierId);
      if (!row) throw notFound();
      return toCourier(row);
    },

    /** The labels of the given couriers (for delivery types and zones), by id. */
    async labels(ids: number[]): Promise<Map<number, repo.CourierRow>> {
      return new Map((await repo.findByIds(db, ids)).map((c) => [c.courierId, c]));
    },

    async create(actorId: number | null, input: CreateCourierRequest): Promise<Courier> {
      const values = toCourierValues(input);
      return createUniqueAudited(deps, {
        entity,
        actorId,
        taken: messages.courierNameTaken,
        exists: () => repo.existsByName(db, values.name),
        insert: async (tx) => toCourier(await repo.insert(tx, values, clock())),
        key: (courier) => courier.courier_id,
      });
    },

    async update(actorId: number, courierId: number, input: UpdateCourierRequest): Promise<Courier> {
      const values = toCourierValues(input);
      return uniqueOr(messages.courierNameTaken, () =>
        db.transaction((tx) =>
          writes.update(tx, actorId, courierId, input.version, {
            check: async () => {
              if (await repo.existsByName(tx, values.name, courierId)) {
                throw conflict(messages.courierNameTaken);
              }
            },
            write: () => repo.updateIfVersion(tx, courierId, input.version, values, clock()),
            audited: toCourier,
            after: toCourier,
          }),
        ),
      );
    },

    /** A courier named by a delivery type or a zone stays (409 courierInUse). */
    async remove(actorId: number, courierId: number, version: number): Promise<void> {
      await referencedOr(messages.courierInUse, () =>
        db.transaction((tx) =>
          writes.remove(tx, actorId, courierId, version, {
            check: async () => {
              if (await isCourierReferenced(tx, courierId)) throw conflict(messages.courierInUse);
            },
            write: () => repo.deleteIfVersion(tx, courierId, version),
            change: toCourier,
          }),
        ),
      );
    },
  };
}

export type CouriersService = ReturnType<typeof createCouriersService>;
