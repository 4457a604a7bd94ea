import { messages } from '@brigade/domain/messages/catalogue';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import type {
  CreatePickUpPoint,
  PickUpPoint,
  PickUpPointListQuery,
  UpdatePickUpPoint,
} from '@brigade/domain/schemas/pick-up-points';
import { versionedRemove } from '../../lib/audited-delete.ts';
import { createUniqueAudited } from '../../lib/audited-write.ts';
import { checkedWrites } from '../../lib/checked-write.ts';
import { conflict, notFound, uniqueOr } from '../../lib/errors.ts';
import type { ExportTable } from '../../lib/export.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { toPickUpPoint, toPickUpPointValues } from './mapping.ts';
import * as repo from './repository.ts';

const columns = [
  'pick_up_point_id',
  'name',
  'description',
  'client_facing_name',
  'client_facing_description',
  'price_chf',
  'company',
  'street',
  'co',
  'postcode',
  'city',
  'version',
  'updated_at',
] as const;

/** Where customers collect their bags; the web warns past 99 points, from the list's `total`. */
export function createPickUpPointsService(deps: CoreDeps) {
  const { db, clock, audit } = deps;
  const entity = 'pick_up_point';
  const writes = checkedWrites({ audit, entity, findByKey: repo.findById });

  return {
    async list(query: PickUpPointListQuery) {
      const { rows, total } = await repo.findPage(db, query);
      return { items: rows.map(toPickUpPoint), total };
    },

    async exportTable(query: PickUpPointListQuery): Promise<ExportTable> {
      const { items } = await this.list({ ...query, start: 0, length: EXPORT_MAX_ROWS });
      return {
        name: 'pick-up-points',
        columns,
        rows: items.map((p) => columns.map((c) => p[c])),
        readAt: clock(),
      };
    },

    async get(id: number): Promise<PickUpPoint> {
      const row = await repo.findById(db, id);
      if (!row) throw notFound();
      return toPickUpPoint(row);
    },

    async create(actorId: number | null, input: CreatePickUpPoint): Promise<PickUpPoint> {
      return createUniqueAudited(deps, {
        entity,
        actorId,
        taken: messages.pickUpPointNameTaken,
        exists: () => repo.existsByName(db, input.name),
        insert: async (tx) => toPickUpPoint(await repo.insert(tx, toPickUpPointValues(input), clock())),
        key: (created) => created.pick_up_point_id,
      });
    },

    async update(actorId: number, id: number, input: UpdatePickUpPoint): Promise<PickUpPoint> {
      return uniqueOr(messages.pickUpPointNameTaken, () =>
        db.transaction((tx) =>
          writes.update(tx, actorId, id, input.version, {
            check: async () => {
              if (await repo.existsByName(tx, input.name, id)) throw conflict(messages.pickUpPointNameTaken);
            },
            write: () => repo.updateIfVersion(tx, id, input.version, toPickUpPointValues(input), clock()),
            audited: toPickUpPoint,
            after: toPickUpPoint,
          }),
        ),
      );
    },

    remove: versionedRemove(deps, {
      entity,
      deleteIfVersion: repo.deleteIfVersion,
      findByKey: repo.findById,
      change: toPickUpPoint,
    }),
  };
}

export type PickUpPointsService = ReturnType<typeof createPickUpPointsService>;
