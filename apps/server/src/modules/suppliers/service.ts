import { messages } from '@brigade/domain/messages/catalogue';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import type { CreateSupplier, Supplier, UpdateSupplier } from '@brigade/domain/schemas/ingredients';
import type { supplierListQuery } from '@brigade/domain/schemas/ingredients';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ExportTable } from '../../lib/export.ts';
import { conflict, notFound, referencedOr, uniqueOr } from '../../lib/errors.ts';
import type { AuditService } from '../audit/service.ts';
import * as repo from './repository.ts';

export type SupplierListParams = z.output<typeof supplierListQuery>;

export function toSupplier(row: repo.SupplierWithCount): Supplier {
  return {
    supplier_id: row.supplierId,
    name: row.name,
    contact: row.contact,
    email: row.email,
    phone: row.phone,
    spec_count: row.specCount,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Suppliers of ingredients (spec §3): CRUD with optimistic concurrency; one in use by a spec is kept. */
export function createSuppliersService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const entity = 'supplier';

  return {
    async list(params: SupplierListParams) {
      const { rows, total } = await repo.findPage(db, {
        start: params.start,
        length: params.length,
        q: params.q,
        sortBy: params.sort_by,
        sortDir: params.sort_dir,
      });
      return { items: rows.map(toSupplier), total };
    },

    async exportTable(params: SupplierListParams): Promise<ExportTable> {
      const { items } = await this.list({ ...params, start: 0, length: EXPORT_MAX_ROWS });
      return {
        name: 'suppliers',
        columns: ['supplier_id', 'name', 'contact', 'email', 'phone', 'spec_count', 'version', 'updated_at'],
        rows: items.map((s) => [
          s.supplier_id,
          s.name,
          s.contact,
          s.email,
          s.phone,
          s.spec_count,
          s.version,
          s.updated_at,
        ]),
        readAt: clock(),
      };
    },

    async get(supplierId: number): Promise<Supplier> {
      const row = await repo.findById(db, supplierId);
      if (!row) throw notFound();
      return toSupplier(row);
    },

    async exists(supplierId: number, tx: Db = db): Promise<boolean> {
      return (await repo.findById(tx, supplierId)) !== undefined;
    },

    async create(actorId: number, input: CreateSupplier): Promise<Supplier> {
      if (await repo.existsByName(db, input.name)) throw conflict(messages.supplierNameTaken);
      return uniqueOr(messages.supplierNameTaken, () =>
        db.transaction(async (tx) => {
          const row = await repo.insert(tx, input, clock());
          const supplier = toSupplier({ ...row, specCount: 0 });
          await audit.record(
            { userId: actorId, action: 'create', entity, entityId: supplier.supplier_id, change: supplier },
            tx,
          );
          return supplier;
        }),
      );
    },

    /** Optimistic concurrency: a stale `version` changes nothing and answers 409 (DESIGN §4). */
    async update(actorId: number, supplierId: number, input: UpdateSupplier): Promise<Supplier> {
      return uniqueOr(messages.supplierNameTaken, () =>
        db.transaction(async (tx) => {
          const before = await repo.findById(tx, supplierId);
          if (!before) throw notFound();
          if (before.version !== input.version) throw conflict(messages.staleVersion);
          if (await repo.existsByName(tx, input.name, supplierId)) throw conflict(messages.supplierNameTaken);
          const { version, ...values } = input;
          const row = await repo.updateIfVersion(tx, supplierId, version, values, clock());
          if (!row) throw conflict(messages.staleVersion);
          const after = toSupplier({ ...row, specCount: before.specCount });
          await audit.record(
            {
              userId: actorId,
              action: 'update',
              entity,
              entityId: supplierId,
              change: { before: toSupplier(before), after },
            },
            tx,
          );
          return after;
        }),
      );
    },

    /** A supplier named by an ingredient spec is kept (409 with the reason); a stale version → 409. */
    async remove(actorId: number, supplierId: number, version: number): Promise<void> {
      await referencedOr(messages.supplierInUse, () =>
        db.transaction(async (tx) => {
          const before = await repo.findById(tx, supplierId);
          if (!before) throw notFound();
          if (before.version !== version) throw conflict(messages.staleVersion);
          if (await repo.isUsed(tx, supplierId)) throw conflict(messages.supplierInUse);
          const row = await repo.deleteIfVersion(tx, supplierId, version);
          if (!row) throw conflict(messages.staleVersion);
          await audit.record(
            { userId: actorId, action: 'delete', entity, entityId: supplierId, change: toSupplier(before) },
            tx,
          );
        }),
      );
    },
  };
}

export type SuppliersService = ReturnType<typeof createSuppliersService>;
