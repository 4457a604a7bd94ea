import { messages } from '@brigade/domain/messages/catalogue';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import type {
  CreateSupplier,
  Supplier,
  SupplierListQuery,
  UpdateSupplier,
} from '@brigade/domain/schemas/ingredients';
import type { Db } from '../../db/client.ts';
import { createUniqueAudited } from '../../lib/audited-write.ts';
import type { ExportTable } from '../../lib/export.ts';
import { mappedPage } from '../../lib/find-page.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { checkedWrites } from '../../lib/checked-write.ts';
import { conflict, notFound, referencedOr, uniqueOr } from '../../lib/errors.ts';
import { toSupplier, toValues } from './mapping.ts';
import * as repo from './repository.ts';

/** Suppliers of ingredients: CRUD with optimistic concurrency; one an ingredient spec names is kept. */
export function createSuppliersService(deps: CoreDeps) {
  const { db, clock, audit } = deps;
  const entity = 'supplier';
  const writes = checkedWrites({ audit, entity, findByKey: repo.findById });

  return {
    list: (query: SupplierListQuery) => mappedPage(repo.findPage(db, query), toSupplier),

    async exportTable(query: SupplierListQuery): Promise<ExportTable> {
      const { items } = await this.list({ ...query, start: 0, length: EXPORT_MAX_ROWS });
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
      return createUniqueAudited(deps, {
        entity,
        actorId,
        taken: messages.supplierNameTaken,
        exists: () => repo.existsByName(db, input.name),
        insert: async (tx) =>
          toSupplier({ ...(await repo.insert(tx, toValues(input), clock())), specCount: 0 }),
        key: (supplier) => supplier.supplier_id,
      });
    },

    /** A stale `version` changes nothing and answers 409 (optimistic concurrency). */
    async update(actorId: number, supplierId: number, input: UpdateSupplier): Promise<Supplier> {
      return uniqueOr(messages.supplierNameTaken, () =>
        db.transaction((tx) =>
          writes.update(tx, actorId, supplierId, input.version, {
            check: async () => {
              if (await repo.existsByName(tx, input.name, supplierId)) {
                throw conflict(messages.supplierNameTaken);
              }
            },
            write: () => repo.updateIfVersion(tx, supplierId, input.version, toValues(input), clock()),
            audited: toSupplier,
            after: (row, before) => toSupplier({ ...row, specCount: before.specCount }),
          }),
        ),
      );
    },

    /** A supplier named by an ingredient spec is kept (409 with the reason); a stale version → 409. */
    async remove(actorId: number, supplierId: number, version: number): Promise<void> {
      await referencedOr(messages.supplierInUse, () =>
        db.transaction((tx) =>
          writes.remove(tx, actorId, supplierId, version, {
            check: async () => {
              if (await repo.isUsed(tx, supplierId)) throw conflict(messages.supplierInUse);
            },
            write: () => repo.deleteIfVersion(tx, supplierId, version),
            change: (_deleted, before) => toSupplier(before),
          }),
        ),
      );
    },
  };
}

export type SuppliersService = ReturnType<typeof createSuppliersService>;
