import { messages } from '@brigade/domain/messages/catalogue';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import {
  createPostcodeZoneRequest,
  type CreatePostcodeZoneRequest,
  type PostcodeZoneDto,
  type UpdatePostcodeZoneRequest,
} from '@brigade/domain/schemas/delivery';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound, uniqueOr, validationError } from '../../lib/errors.ts';
import { versionedRow } from '../../lib/versioned.ts';
import type { ExportTable } from '../../lib/export.ts';
import type { AuditService } from '../audit/service.ts';
import type { CouriersService } from './couriers-service.ts';
import type { DeliveryTypesService } from './delivery-types-service.ts';
import { type PageParams } from './shared.ts';
import * as repo from './zones-repository.ts';

export type ZoneSort = 'postcode_zone_id' | 'zone' | 'price_chf' | 'postcode_count' | 'updated_at';

function valuesOf(input: CreatePostcodeZoneRequest): repo.ZoneValues {
  const v = createPostcodeZoneRequest.parse(input);
  return {
    zone: v.zone,
    priceChf: v.price_chf.toFixed(2),
    deliveryTypeId: v.delivery_type_id,
    deliveryTypeIdCompany: v.delivery_type_id_company,
    defaultCourierId: v.default_courier_id,
  };
}

const audited = (row: repo.ZoneRow) => ({
  zone: row.zone,
  price_chf: Number(row.priceChf),
  delivery_type_id: row.deliveryTypeId,
  delivery_type_id_company: row.deliveryTypeIdCompany,
  default_courier_id: row.defaultCourierId,
  version: row.version,
});

/** Postcode zones (spec §3): zone, price_chf, delivery types for customers and companies, default courier. */
export function createZonesService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  couriers: CouriersService;
  deliveryTypes: DeliveryTypesService;
}) {
  const { db, clock, audit, couriers, deliveryTypes } = deps;
  const entity = 'postcode_zone';

  async function toDtos(rows: repo.ZoneWithCount[]): Promise<PostcodeZoneDto[]> {
    const typeIds = rows.flatMap((r) => [r.deliveryTypeId, r.deliveryTypeIdCompany]);
    const [types, courierRows] = await Promise.all([
      deliveryTypes.names([...new Set(typeIds.filter((id): id is number => id !== null))]),
      couriers.labels([...new Set(rows.flatMap((r) => (r.defaultCourierId ? [r.defaultCourierId] : [])))]),
    ]);
    const nameOf = (id: number | null) => (id === null ? null : (types.get(id) ?? null));
    return rows.map((r) => ({
      postcode_zone_id: r.postcodeZoneId,
      zone: r.zone,
      price_chf: Number(r.priceChf),
      delivery_type_id: r.deliveryTypeId,
      delivery_type_id_company: r.deliveryTypeIdCompany,
      default_courier_id: r.defaultCourierId,
      delivery_type: nameOf(r.deliveryTypeId),
      delivery_type_company: nameOf(r.deliveryTypeIdCompany),
      default_courier: r.defaultCourierId ? (courierRows.get(r.defaultCourierId)?.name ?? null) : null,
      postcode_count: r.postcodeCount,
      version: r.version,
      updated_at: r.updatedAt.toISOString(),
    }));
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
      db.transaction(async (tx) => {
        const before = await repo.findById(tx, id);
        if (!before) throw notFound();
        if (before.version !== version) throw conflict(messages.staleVersion);
        if (values.zone && (await repo.existsByZone(tx, values.zone, id))) throw conflict(messages.zoneTaken);
        const after = await repo.updateIfVersion(tx, id, version, values, clock());
        if (!after) throw conflict(messages.staleVersion);
        const change = { before: audited(before), after: audited(after) };
        await audit.record({ userId: actorId, action: 'update', entity, entityId: id, change }, tx);
      }),
    );
    // After the commit: the names come from other services, outside this transaction.
    return byId(id);
  }

  return {
    async list(params: PageParams<ZoneSort>) {
      const { rows, total } = await repo.findPage(db, params);
      return { items: await toDtos(rows), total };
    },

    async exportTable(params: Omit<PageParams<ZoneSort>, 'start' | 'length'>): Promise<ExportTable> {
      const { items } = await this.list({ ...params, start: 0, length: EXPORT_MAX_ROWS });
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
      const values = valuesOf(input);
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
              change: audited(created),
            },
            tx,
          );
          return created;
        }),
      );
      return byId(row.postcodeZoneId);
    },

    update: (actorId: number, id: number, input: UpdatePostcodeZoneRequest) =>
      write(actorId, id, input.version, valuesOf(input)),

    /** Spec §7 "PUT default courier": only the zone's default courier changes. */
    setDefaultCourier: (actorId: number, id: number, courierId: number | null, version: number) =>
      write(actorId, id, version, { defaultCourierId: courierId }),

    /** Its postcodes are kept without a zone: they show in the UNKNOWN zone until given another. */
    async remove(actorId: number, id: number, version: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await versionedRow(await repo.deleteIfVersion(tx, id, version), () =>
          repo.findById(tx, id),
        );
        await audit.record(
          { userId: actorId, action: 'delete', entity, entityId: id, change: audited(row) },
          tx,
        );
      });
    },
  };
}

export type ZonesService = ReturnType<typeof createZonesService>;
