import { messages } from '@brigade/domain/messages/catalogue';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import type {
  CreatePostcodeZoneRequest,
  PostcodeZoneDto,
  PostcodeZoneListQuery,
  UpdatePostcodeZoneRequest,
} from '@brigade/domain/schemas/delivery';
import { versionedRemove } from '../../lib/audited-delete.ts';
import { checkedWrites } from '../../lib/checked-write.ts';
import { conflict, notFound, uniqueOr, validationError } from '../../lib/errors.ts';
import type { ExportTable } from '../../lib/export.ts';
import type { CoreDeps } from '../../lib/module.ts';
import type { CouriersService } from './couriers-service.ts';
import type { DeliveryTypesService } from './delivery-types-service.ts';
import { auditedZone, toZone, toZoneValues } from './mapping.ts';
import * as repo from './zones-repository.ts';

/** Postcode zones: a zone's price, its delivery types for customers and for companies, its default courier. */
export function createZonesService(
  deps: CoreDeps & { couriers: CouriersService; deliveryTypes: DeliveryTypesService },
) {
  const { db, clock, audit, couriers, deliveryTypes } = deps;
  const entity = 'postcode_zone';
  const writes = checkedWrites({ audit, entity, findByKey: repo.findById });

  async function toDtos(rows: repo.ZoneWithCount[]): Promise<PostcodeZoneDto[]> {
    const typeIds = rows.flatMap((r) => [r.deliveryTypeId, r.deliveryTypeIdCompany]);
    const [types, courierRows] = await Promise.all([
      deliveryTypes.names([...new Set(typeIds.filter((id): id is number => id !== null))]),
      couriers.labels([...new Set(rows.flatMap((r) => (r.defaultCourierId ? [r.defaultCourierId] : [])))]),
    ]);
    const names = {
      deliveryType: (id: number) => types.get(id),
      courier: (id: number) => courierRows.get(id)?.name,
    };
    return rows.map((r) => toZone(r, names));
  }
  async function byId(id: number): Promise<PostcodeZoneDto> {
    const row = await repo.findById(db, id);
    if (!row) throw notFound();
    return (await toDtos([row]))[0]!;
  }

  /** References to unknown delivery types or couriers get the field's message (400), before any write. */
  async function checkReferences(values: Partial<repo.ZoneValues>) {
    const typeFields = [
      ['delivery_type_id', values.deliveryTypeId],
      ['delivery_type_id_company', values.deliveryTypeIdCompany],
    ] as const;
    const ids = typeFields.flatMap(([, id]) => (id ? [id] : []));
    const known = await deliveryTypes.names(ids);
    for (const [field, id] of typeFields) {
      if (id && !known.has(id)) throw validationError(field, messages.deliveryTypeUnknown);
    }
    if (values.defaultCourierId && !(await couriers.labels([values.defaultCourierId])).size) {
      throw validationError('default_courier_id', messages.courierUnknown);
    }
  }

  async function write(actorId: number, id: number, version: number, values: Partial<repo.ZoneValues>) {
    await checkReferences(values);
    await uniqueOr(messages.zoneTaken, () =>
      db.transaction((tx) =>
        writes.update(tx, actorId, id, version, {
          check: async () => {
            if (values.zone && (await repo.existsByZone(tx, values.zone, id))) {
              throw conflict(messages.zoneTaken);
            }
          },
          write: () => repo.updateIfVersion(tx, id, version, values, clock()),
          audited: auditedZone,
          after: auditedZone,
        }),
      ),
    );
    // After the commit: the names come from other services, outside this transaction.
    return byId(id);
  }

  return {
    async list(query: PostcodeZoneListQuery) {
      const { rows, total } = await repo.findPage(db, query);
      return { items: await toDtos(rows), total };
    },

    async exportTable(query: PostcodeZoneListQuery): Promise<ExportTable> {
      const { items } = await this.list({ ...query, start: 0, length: EXPORT_MAX_ROWS });
      return {
        name: 'delivery-zones',
        columns: [
          'postcode_zone_id',
          'zone',
          'price_chf',
          'delivery_type_id',
          'delivery_type',
          'delivery_type_id_company',
          'delivery_type_company',
          'default_courier_id',
          'default_courier',
          'postcode_count',
          'version',
          'updated_at',
        ],
        rows: items.map((z) => [
          z.postcode_zone_id,
          z.zone,
          z.price_chf,
          z.delivery_type_id,
          z.delivery_type,
          z.delivery_type_id_company,
          z.delivery_type_company,
          z.default_courier_id,
          z.default_courier,
          z.postcode_count,
          z.version,
          z.updated_at,
        ]),
        readAt: clock(),
      };
    },

    get: (id: number) => byId(id),
    all: () => repo.findAll(db),
    idsByZone: (names: string[]) => repo.findByZoneNames(db, names),

    async create(actorId: number | null, input: CreatePostcodeZoneRequest): Promise<PostcodeZoneDto> {
      const values = toZoneValues(input);
      if (await repo.existsByZone(db, values.zone)) throw conflict(messages.zoneTaken);
      await checkReferences(values);
      const row = await uniqueOr(messages.zoneTaken, () =>
        db.transaction(async (tx) => {
          const created = await repo.insert(tx, values, clock());
          await audit.record(
            {
              userId: actorId,
              action: 'create',
              entity,
              entityId: created.postcodeZoneId,
              change: auditedZone(created),
            },
            tx,
          );
          return created;
        }),
      );
      return byId(row.postcodeZoneId);
    },

    update: (actorId: number, id: number, input: UpdatePostcodeZoneRequest) =>
      write(actorId, id, input.version, toZoneValues(input)),

    /** Only the zone's default courier changes (its own route, so the list can set it in place). */
    setDefaultCourier: (actorId: number, id: number, courierId: number | null, version: number) =>
      write(actorId, id, version, { defaultCourierId: courierId }),

    /** Its postcodes are kept without a zone: they show in the UNKNOWN zone until given another. */
    remove: versionedRemove(deps, {
      entity,
      deleteIfVersion: repo.deleteIfVersion,
      findByKey: repo.findById,
      change: auditedZone,
    }),
  };
}

export type ZonesService = ReturnType<typeof createZonesService>;
