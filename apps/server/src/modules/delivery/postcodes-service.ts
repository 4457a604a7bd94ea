import { parsePostcodeZoneLines } from '@brigade/domain/logistics/postcode-zone-import';
import { groupPostcodesByZone, UNKNOWN_ZONE_ID } from '@brigade/domain/logistics/postcode-zones';
import { messages } from '@brigade/domain/messages/catalogue';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import type {
  BulkPostcodeZonesResult,
  CreatePostcodeRequest,
  Postcode,
  PostcodeCourier,
  PostcodeListQuery,
  UpdatePostcodeRequest,
} from '@brigade/domain/schemas/postcodes';
import { versionedRemove } from '../../lib/audited-delete.ts';
import { checkedWrites } from '../../lib/checked-write.ts';
import { conflict, notFound, uniqueOr, validationError } from '../../lib/errors.ts';
import type { ExportTable } from '../../lib/export.ts';
import type { CoreDeps } from '../../lib/module.ts';
import type { CouriersService } from './couriers-service.ts';
import type { DeliveryTypesService } from './delivery-types-service.ts';
import { toPostcode, zoneForGrouping } from './mapping.ts';
import * as repo from './postcodes-repository.ts';
import type { ZonesService } from './zones-service.ts';

/** Postcodes and their zones; a postcode without a zone is in the UNKNOWN zone (id -1). */
export function createPostcodesService(
  deps: CoreDeps & { zones: ZonesService; deliveryTypes: DeliveryTypesService; couriers: CouriersService },
) {
  const { db, clock, audit, zones, deliveryTypes, couriers } = deps;
  const entity = 'postcode';
  const writes = checkedWrites({ audit, entity, findByKey: repo.findOne });

  /** -1 (UNKNOWN) is stored as no zone; any other id must name a zone (400 on the field). */
  async function zoneIdOf(id: number): Promise<number | null> {
    if (id === UNKNOWN_ZONE_ID) return null;
    if (id < 1) throw validationError('postcode_zone_id', messages.zoneUnknown);
    await zones.get(id).catch(() => {
      throw validationError('postcode_zone_id', messages.zoneUnknown);
    });
    return id;
  }

  async function get(postcode: string): Promise<Postcode> {
    const row = await repo.findOne(db, postcode);
    if (!row) throw notFound();
    return toPostcode(row);
  }

  return {
    async list(query: PostcodeListQuery) {
      const { rows, total } = await repo.findPage(db, query);
      return { items: rows.map(toPostcode), total };
    },

    async exportTable(query: PostcodeListQuery): Promise<ExportTable> {
      const { items } = await this.list({ ...query, start: 0, length: EXPORT_MAX_ROWS });
      return {
        name: 'postcodes',
        columns: ['postcode', 'place', 'postcode_zone_id', 'zone', 'version', 'updated_at'],
        rows: items.map((p) => [p.postcode, p.place, p.postcode_zone_id, p.zone, p.version, p.updated_at]),
        readAt: clock(),
      };
    },

    get,

    async create(actorId: number | null, input: CreatePostcodeRequest): Promise<Postcode> {
      const postcode = String(input.postcode).trim();
      const values = {
        postcode,
        place: (input.place ?? '').trim(),
        postcodeZoneId: await zoneIdOf(Number(input.postcode_zone_id ?? -1)),
      };
      if (await repo.findOne(db, postcode)) throw conflict(messages.postcodeTaken);
      await uniqueOr(messages.postcodeTaken, () =>
        db.transaction(async (tx) => {
          await repo.insert(tx, values, clock());
          await audit.record(
            { userId: actorId, action: 'create', entity, entityId: postcode, change: values },
            tx,
          );
        }),
      );
      return get(postcode);
    },

    async update(actorId: number, postcode: string, input: UpdatePostcodeRequest): Promise<Postcode> {
      const values = {
        place: (input.place ?? '').trim(),
        postcodeZoneId: await zoneIdOf(Number(input.postcode_zone_id ?? -1)),
      };
      await db.transaction((tx) =>
        writes.update(tx, actorId, postcode, input.version, {
          write: async () =>
            (await repo.updateIfVersion(tx, postcode, input.version, values, clock())) || undefined,
          audited: toPostcode,
          after: () => values,
        }),
      );
      return get(postcode);
    },

    remove: versionedRemove(deps, {
      entity,
      deleteIfVersion: repo.deleteIfVersion,
      findByKey: repo.findOne,
      change: (row) => row,
    }),

    /**
     * Bulk update of postcode zone codes: every line 'postcode, zone' sets that postcode's zone (an
     * empty zone unassigns it; an unknown postcode is added). All or nothing: an unreadable line or an unknown
     * zone changes nothing and names the lines.
     */
    async bulkUpdateZones(actorId: number, text: string): Promise<BulkPostcodeZonesResult> {
      const { rows, badLines } = parsePostcodeZoneLines(text);
      if (badLines.length) {
        throw validationError(
          'text',
          `${messages.postcodeImportInvalid} (${badLines.slice(0, 20).join(', ')})`,
        );
      }
      if (!rows.length) throw validationError('text', messages.postcodeImportEmpty);
      const zoneIds = await zones.idsByZone([...new Set(rows.map((r) => r.zone).filter(Boolean))]);
      const unknown = rows.filter((r) => r.zone && !zoneIds.has(r.zone.toLowerCase()));
      if (unknown.length) {
        const lines = unknown.slice(0, 20).map((r) => `${r.line}: ${r.zone}`);
        throw validationError('text', `${messages.postcodeImportUnknownZone} (${lines.join(', ')})`);
      }
      const result = { created: 0, updated: 0, unchanged: 0 };
      await db.transaction(async (tx) => {
        const current = await repo.findZones(
          tx,
          rows.map((r) => r.postcode),
        );
        const now = clock();
        for (const row of rows) {
          const zoneId = row.zone ? zoneIds.get(row.zone.toLowerCase())! : null;
          if (!current.has(row.postcode)) {
            await repo.insert(tx, { postcode: row.postcode, place: '', postcodeZoneId: zoneId }, now);
            result.created++;
          } else if (current.get(row.postcode) !== zoneId) {
            await repo.updateIfVersion(tx, row.postcode, null, { postcodeZoneId: zoneId }, now);
            result.updated++;
          } else result.unchanged++;
        }
        const change = { ...result, lines: rows.length };
        await audit.record({ userId: actorId, action: 'update', entity, entityId: null, change }, tx);
      });
      return result;
    },

    /** Zones with their postcode counts; the UNKNOWN zone first, and only when it holds postcodes. */
    async zoneGroups() {
      const [all, codes] = await Promise.all([zones.all(), repo.findAllZoneIds(db)]);
      const groups = groupPostcodesByZone(all.map(zoneForGrouping), codes);
      return {
        groups: groups.map((g) => ({
          postcode_zone_id: g.postcode_zone_id,
          zone: g.zone,
          price_chf: g.price_chf,
          postcode_count: g.postcodes.length,
        })),
      };
    },

    /** Courier lookup: the zone's default courier, else the first courier column of the zone's delivery type. */
    async courierFor(postcode: string): Promise<PostcodeCourier> {
      const found = await get(postcode);
      const none = { ...found, courier_id: null, courier: null, courier_type: null, source: 'none' as const };
      const base = { postcode: found.postcode, postcode_zone_id: found.postcode_zone_id, zone: found.zone };
      if (found.postcode_zone_id === UNKNOWN_ZONE_ID) {
        return { ...base, courier_id: null, courier: null, courier_type: null, source: none.source };
      }
      const zone = await zones.get(found.postcode_zone_id);
      let courierId = zone.default_courier_id;
      let source: PostcodeCourier['source'] = 'zone_default';
      if (courierId === null && zone.delivery_type_id !== null) {
        const type = await deliveryTypes.get(zone.delivery_type_id);
        courierId =
          [type.courier_1, type.courier_2, type.courier_3, type.courier_4, type.courier_5].find(
            (id) => id !== null,
          ) ?? null;
        source = 'delivery_type';
      }
      if (courierId === null) {
        return { ...base, courier_id: null, courier: null, courier_type: null, source: 'none' };
      }
      const courier = await couriers.get(courierId);
      return {
        ...base,
        courier_id: courierId,
        courier: courier.name,
        courier_type: courier.courier_type,
        source,
      };
    },
  };
}

export type PostcodesService = ReturnType<typeof createPostcodesService>;
