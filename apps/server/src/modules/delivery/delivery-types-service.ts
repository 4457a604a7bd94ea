import { courierColumnsOf, readableSetLabels } from '@brigade/domain/logistics/delivery-set-labels';
import { messages } from '@brigade/domain/messages/catalogue';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import {
  courierColumnNumbers,
  createDeliveryTypeRequest,
  type CreateDeliveryTypeRequest,
  type DeliveryType,
  type UpdateDeliveryTypeRequest,
} from '@brigade/domain/schemas/delivery';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound, referencedOr, uniqueOr, validationError } from '../../lib/errors.ts';
import type { ExportTable } from '../../lib/export.ts';
import type { AuditService } from '../audit/service.ts';
import type { CouriersService } from './couriers-service.ts';
import * as repo from './delivery-types-repository.ts';
import { type PageParams } from './shared.ts';

export type DeliveryTypeSort = 'delivery_type_id' | 'name' | 'updated_at';
type Columns = Omit<DeliveryType, 'delivery_type_id' | 'name' | 'set_labels' | 'version' | 'updated_at'>;

const columnsOfRow = (row: repo.DeliveryTypeRow): Columns => ({
  courier_1: row.courier1,
  courier_1_from: row.courier1From,
  courier_1_to: row.courier1To,
  courier_2: row.courier2,
  courier_2_from: row.courier2From,
  courier_2_to: row.courier2To,
  courier_3: row.courier3,
  courier_3_from: row.courier3From,
  courier_3_to: row.courier3To,
  courier_4: row.courier4,
  courier_4_from: row.courier4From,
  courier_4_to: row.courier4To,
  courier_5: row.courier5,
  courier_5_from: row.courier5From,
  courier_5_to: row.courier5To,
});

function valuesOf(input: CreateDeliveryTypeRequest): repo.DeliveryTypeValues {
  const v = createDeliveryTypeRequest.parse(input);
  return {
    name: v.name,
    courier1: v.courier_1,
    courier1From: v.courier_1_from,
    courier1To: v.courier_1_to,
    courier2: v.courier_2,
    courier2From: v.courier_2_from,
    courier2To: v.courier_2_to,
    courier3: v.courier_3,
    courier3From: v.courier_3_from,
    courier3To: v.courier_3_to,
    courier4: v.courier_4,
    courier4From: v.courier_4_from,
    courier4To: v.courier_4_to,
    courier5: v.courier_5,
    courier5From: v.courier_5_from,
    courier5To: v.courier_5_to,
  };
}

const courierIdsOf = (columns: Columns) =>
  courierColumnNumbers
    .map((n) => columns[`courier_${n}` as keyof Columns] as number | null)
    .filter((id): id is number => id !== null);

export function createDeliveryTypesService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  couriers: CouriersService;
}) {
  const { db, clock, audit, couriers } = deps;
  const entity = 'delivery_type';

  /** Rows as DTOs with their readable set labels (spec §3), the courier names read once for all rows. */
  async function toDtos(rows: repo.DeliveryTypeRow[]): Promise<DeliveryType[]> {
    const columns = rows.map(columnsOfRow);
    const names = await couriers.labels([...new Set(columns.flatMap(courierIdsOf))]);
    return rows.map((row, i) => ({
      delivery_type_id: row.deliveryTypeId,
      name: row.name,
      ...columns[i]!,
      set_labels: readableSetLabels(
        courierColumnsOf(columns[i]!, (id) => names.get(id as number)?.name ?? `#${String(id)}`),
      ),
      version: row.version,
      updated_at: row.updatedAt.toISOString(),
    }));
  }
  const toDto = async (row: repo.DeliveryTypeRow) => (await toDtos([row]))[0]!;

  /** A column naming a courier that does not exist gets the field's message (400), before any write. */
  async function checkCouriers(values: repo.DeliveryTypeValues) {
    const known = await couriers.labels(courierIdsOf(columnsOfRow(values as repo.DeliveryTypeRow)));
    for (const n of courierColumnNumbers) {
      const id = values[`courier${n}` as 'courier1'];
      if (id !== null && id !== undefined && !known.has(id)) {
        throw validationError(`courier_${n}`, messages.courierUnknown);
      }
    }
  }

  return {
    async list(params: PageParams<DeliveryTypeSort>) {
      const { rows, total } = await repo.findPage(db, params);
      return { items: await toDtos(rows), total };
    },

    async exportTable(params: Omit<PageParams<DeliveryTypeSort>, 'start' | 'length'>): Promise<ExportTable> {
      const { items } = await this.list({ ...params, start: 0, length: EXPORT_MAX_ROWS });
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
          ...columnNames.map((c) => d[c as keyof Columns]),
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
      const values = valuesOf(input);
      if (await repo.existsByName(db, values.name)) throw conflict(messages.deliveryTypeNameTaken);
      await checkCouriers(values);
      return uniqueOr(messages.deliveryTypeNameTaken, () =>
        db.transaction(async (tx) => {
          const row = await repo.insert(tx, values, clock());
          const change = { name: row.name, ...columnsOfRow(row) };
          await audit.record(
            { userId: actorId, action: 'create', entity, entityId: row.deliveryTypeId, change },
            tx,
          );
          return row;
        }),
      ).then(toDto);
    },

    async update(actorId: number, id: number, input: UpdateDeliveryTypeRequest): Promise<DeliveryType> {
      const values = valuesOf(input);
      // Before the transaction: another service's read must not wait on it (PGlite has one connection).
      await checkCouriers(values);
      const row = await uniqueOr(messages.deliveryTypeNameTaken, () =>
        db.transaction(async (tx) => {
          const before = await repo.findById(tx, id);
          if (!before) throw notFound();
          if (before.version !== input.version) throw conflict(messages.staleVersion);
          if (await repo.existsByName(tx, values.name, id)) throw conflict(messages.deliveryTypeNameTaken);
          const after = await repo.updateIfVersion(tx, id, input.version, values, clock());
          if (!after) throw conflict(messages.staleVersion);
          const change = {
            before: { name: before.name, ...columnsOfRow(before), version: before.version },
            after: { name: after.name, ...columnsOfRow(after), version: after.version },
          };
          await audit.record({ userId: actorId, action: 'update', entity, entityId: id, change }, tx);
          return after;
        }),
      );
      return toDto(row);
    },

    /** A delivery type used by a zone stays (409 deliveryTypeInUse). */
    async remove(actorId: number, id: number, version: number): Promise<void> {
      await referencedOr(messages.deliveryTypeInUse, () =>
        db.transaction(async (tx) => {
          const current = await repo.findById(tx, id);
          if (!current) throw notFound();
          if (current.version !== version) throw conflict(messages.staleVersion);
          if (await repo.isReferenced(tx, id)) throw conflict(messages.deliveryTypeInUse);
          const row = await repo.deleteIfVersion(tx, id, version);
          if (!row) throw conflict(messages.staleVersion);
          const change = { name: row.name, ...columnsOfRow(row) };
          await audit.record({ userId: actorId, action: 'delete', entity, entityId: id, change }, tx);
        }),
      );
    },
  };
}

export type DeliveryTypesService = ReturnType<typeof createDeliveryTypesService>;
