import { messages } from '@brigade/domain/messages/catalogue';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import type {
  CreatePickUpPoint,
  PickUpPoint,
  UpdatePickUpPoint,
} from '@brigade/domain/schemas/pick-up-points';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound, uniqueOr } from '../../lib/errors.ts';
import { versionedRow } from '../../lib/versioned.ts';
import type { ExportTable } from '../../lib/export.ts';
import type { AuditService } from '../audit/service.ts';
import * as repo from './repository.ts';

export interface PickUpPointListParams {
  start: number;
  length: number;
  q?: string | undefined;
  sort_by?: repo.PickUpPointFilter['sortBy'];
  sort_dir: 'asc' | 'desc';
}

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

export function toPickUpPoint(row: repo.PickUpPointRow): PickUpPoint {
  return {
    pick_up_point_id: row.pickUpPointId,
    name: row.name,
    description: row.description,
    client_facing_name: row.clientFacingName,
    client_facing_description: row.clientFacingDescription,
    price_chf: Number(row.priceChf), // numeric comes back as text
    company: row.company,
    street: row.street,
    co: row.co,
    postcode: row.postcode,
    city: row.city,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

function toValues(input: CreatePickUpPoint): repo.PickUpPointValues {
  return {
    name: input.name,
    description: input.description,
    clientFacingName: input.client_facing_name,
    clientFacingDescription: input.client_facing_description,
    priceChf: input.price_chf.toFixed(2),
    company: input.company,
    street: input.street,
    co: input.co,
    postcode: input.postcode,
    city: input.city,
  };
}

/** Spec §3 pick-up points; the list warns past 99 (spec §5), which the web shows from `total`. */
export function createPickUpPointsService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const entity = 'pick_up_point';

  return {
    async list(params: PickUpPointListParams) {
      const { rows, total } = await repo.findPage(db, {
        start: params.start,
        length: params.length,
        q: params.q,
        sortBy: params.sort_by,
        sortDir: params.sort_dir,
      });
      return { items: rows.map(toPickUpPoint), total };
    },

    async exportTable(params: Omit<PickUpPointListParams, 'start' | 'length'>): Promise<ExportTable> {
      const { items } = await this.list({ ...params, start: 0, length: EXPORT_MAX_ROWS });
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
      if (await repo.existsByName(db, input.name)) throw conflict(messages.pickUpPointNameTaken);
      return uniqueOr(messages.pickUpPointNameTaken, () =>
        db.transaction(async (tx) => {
          const created = toPickUpPoint(await repo.insert(tx, toValues(input), clock()));
          await audit.record(
            {
              userId: actorId,
              action: 'create',
              entity,
              entityId: created.pick_up_point_id,
              change: created,
            },
            tx,
          );
          return created;
        }),
      );
    },

    async update(actorId: number, id: number, input: UpdatePickUpPoint): Promise<PickUpPoint> {
      return uniqueOr(messages.pickUpPointNameTaken, () =>
        db.transaction(async (tx) => {
          const before = await repo.findById(tx, id);
          if (!before) throw notFound();
          if (before.version !== input.version) throw conflict(messages.staleVersion);
          if (await repo.existsByName(tx, input.name, id)) throw conflict(messages.pickUpPointNameTaken);
          const row = await repo.updateIfVersion(tx, id, input.version, toValues(input), clock());
          if (!row) throw conflict(messages.staleVersion);
          const after = toPickUpPoint(row);
          const change = { before: toPickUpPoint(before), after };
          await audit.record({ userId: actorId, action: 'update', entity, entityId: id, change }, tx);
          return after;
        }),
      );
    },

    async remove(actorId: number, id: number, version: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await versionedRow(await repo.deleteIfVersion(tx, id, version), () =>
          repo.findById(tx, id),
        );
        await audit.record(
          { userId: actorId, action: 'delete', entity, entityId: id, change: toPickUpPoint(row) },
          tx,
        );
      });
    },
  };
}

export type PickUpPointsService = ReturnType<typeof createPickUpPointsService>;
