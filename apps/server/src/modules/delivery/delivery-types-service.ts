import { messages } from '@brigade/domain/messages/catalogue';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import {
  courierColumnNumbers,
  type CreateDeliveryTypeRequest,
  type DeliveryType,
  type DeliveryTypeListQuery,
  type UpdateDeliveryTypeRequest,
} from '@brigade/domain/schemas/delivery';
import { checkedWrites } from '../../lib/checked-write.ts';
import { conflict, notFound, referencedOr, uniqueOr, validationError } from '../../lib/errors.ts';
import type { ExportTable } from '../../lib/export.ts';
import type { CoreDeps } from '../../lib/module.ts';
import type { CouriersService } from './couriers-service.ts';
import * as repo from './delivery-types-repository.ts';
import {
  auditedDeliveryType,
  courierColumnsOfRow,
  courierIdsOf,
  toDeliveryType,
  toDeliveryTypeValues,
  type CourierColumns,
} from './mapping.ts';
import { isDeliveryTypeReferenced } from './repository.ts';

/** Delivery types: up to five courier columns, each a courier with the window it delivers in. */
export function createDeliveryTypesService(deps: CoreDeps & { couriers: CouriersService }) {
  const { db, clock, audit, couriers } = deps;
  const entity = 'delivery_type';
  const writes = checkedWrites({ audit, entity, findByKey: repo.findById });

  /** Rows as DTOs with their readable set labels, the courier names read once for all rows. */
  async function toDtos(rows: repo.DeliveryTypeRow[]): Promise<DeliveryType[]> {
    const ids = rows.flatMap((row) => courierIdsOf(courierColumnsOfRow(row)));
    const names = await couriers.labels([...new Set(ids)]);
    return rows.map((row) => toDeliveryType(row, (id) => names.get(id)?.name ?? `#${String(id)}`));
  }
  const toDto = async (row: repo.DeliveryTypeRow) => (await toDtos([row]))[0]!;
  /** What the audit keeps of an update's before and after: the audited fields and the version. */
  const withVersion = (row: repo.DeliveryTypeRow) => ({ ...auditedDeliveryType(row), version: row.version });

  /** A column naming a courier that does not exist gets the field's message (400), before any write. */
  async function checkCouriers(values: repo.DeliveryTypeValues) {
    const known = await couriers.labels(courierIdsOf(courierColumnsOfRow(values)));
    for (const n of courierColumnNumbers) {
      const id = values[`courier${n}` as 'courier1'];
      if (id !== null && id !== undefined && !known.has(id)) {
        throw validationError(`courier_${n}`, messages.courierUnknown);
      }
    }
  }

  return {
    async list(query: DeliveryTypeListQuery) {
      const { rows, total } = await repo.findPage(db, query);
      return { items: await toDtos(rows), total };
    },

    async exportTable(query: DeliveryTypeListQuery): Promise<ExportTable> {
      const { items } = await this.list({ ...query, start: 0, length: EXPORT_MAX_ROWS });
      const columnNames = courierColumnNumbers.flatMap((n) => [
        `courier_${n}`,
        `courier_${n}_from`,
        `courier_${n}_to`,
      ]);
      return {
        name: 'delivery-types',
        columns: ['delivery_type_id', 'name', 'set_labels', ...columnNames, 'version', 'updated_at'],
        rows: items.map((d) => [
          d.delivery_type_id,
          d.name,
          d.set_labels.join(' | '),
          ...columnNames.map((c) => d[c as keyof CourierColumns]),
          d.version,
          d.updated_at,
        ]),
        readAt: clock(),
      };
    },

    async get(id: number): Promise<DeliveryType> {
      const row = await repo.findById(db, id);
      if (!row) throw notFound();
      return toDto(row);
    },

    /** Names by id (for zones). */
    names: (ids: number[]) => repo.findNames(db, ids),

    async create(actorId: number | null, input: CreateDeliveryTypeRequest): Promise<DeliveryType> {
      const values = toDeliveryTypeValues(input);
      if (await repo.existsByName(db, values.name)) throw conflict(messages.deliveryTypeNameTaken);
      await checkCouriers(values);
      return uniqueOr(messages.deliveryTypeNameTaken, () =>
        db.transaction(async (tx) => {
          const row = await repo.insert(tx, values, clock());
          const change = auditedDeliveryType(row);
          await audit.record(
            { userId: actorId, action: 'create', entity, entityId: row.deliveryTypeId, change },
            tx,
          );
          return row;
        }),
      ).then(toDto);
    },

    async update(actorId: number, id: number, input: UpdateDeliveryTypeRequest): Promise<DeliveryType> {
      const values = toDeliveryTypeValues(input);
      // Before the transaction: another service's read must not wait on it (PGlite has one connection).
      await checkCouriers(values);
      const row = await uniqueOr(messages.deliveryTypeNameTaken, () =>
        db.transaction((tx) =>
          writes.update(tx, actorId, id, input.version, {
            check: async () => {
              if (await repo.existsByName(tx, values.name, id)) {
                throw conflict(messages.deliveryTypeNameTaken);
              }
            },
            write: () => repo.updateIfVersion(tx, id, input.version, values, clock()),
            audited: withVersion,
            after: (updated) => updated,
            auditedAfter: withVersion,
          }),
        ),
      );
      return toDto(row);
    },

    /** A delivery type used by a zone stays (409 deliveryTypeInUse). */
    async remove(actorId: number, id: number, version: number): Promise<void> {
      await referencedOr(messages.deliveryTypeInUse, () =>
        db.transaction((tx) =>
          writes.remove(tx, actorId, id, version, {
            check: async () => {
              if (await isDeliveryTypeReferenced(tx, id)) throw conflict(messages.deliveryTypeInUse);
            },
            write: () => repo.deleteIfVersion(tx, id, version),
            change: auditedDeliveryType,
          }),
        ),
      );
    },
  };
}

export type DeliveryTypesService = ReturnType<typeof createDeliveryTypesService>;
