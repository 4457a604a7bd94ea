import { messages } from '@brigade/domain/messages/catalogue';
import type {
  Allergen,
  AllergenListQuery,
  CreateAllergenRequest,
  UpdateAllergenRequest,
} from '@brigade/domain/schemas/allergens';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import { deleteVersionedAudited } from '../../lib/audited-delete.ts';
import { createUniqueAudited } from '../../lib/audited-write.ts';
import type { ExportTable } from '../../lib/export.ts';
import { mappedPage } from '../../lib/find-page.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { conflict, notFound, uniqueOr } from '../../lib/errors.ts';
import { toAllergen } from './mapping.ts';
import * as repo from './repository.ts';

/** The allergens customers and ingredients are tagged with (EN and DE names); a name is used once. */
export function createAllergensService(deps: CoreDeps) {
  const { db, clock, audit } = deps;
  const entity = 'allergen';

  return {
    list: (query: AllergenListQuery) => mappedPage(repo.findPage(db, query), toAllergen),

    /** Every allergen matching the list's filter, in the list's order, as an export table. */
    async exportTable(query: AllergenListQuery): Promise<ExportTable> {
      const { items } = await this.list({ ...query, start: 0, length: EXPORT_MAX_ROWS });
      return {
        name: 'allergens',
        columns: ['allergen_id', 'name', 'name_de', 'version', 'updated_at'],
        rows: items.map((a) => [a.allergen_id, a.name, a.name_de, a.version, a.updated_at]),
        readAt: clock(),
      };
    },

    async get(allergenId: number): Promise<Allergen> {
      const row = await repo.findById(db, allergenId);
      if (!row) throw notFound();
      return toAllergen(row);
    },

    count: () => repo.countAll(db),

    /** `code`: the Annex II code, given only when the EU-14 are seeded (the API creates the kitchen's own). */
    async create(
      actorId: number | null,
      input: CreateAllergenRequest & { code?: string },
    ): Promise<Allergen> {
      return createUniqueAudited(deps, {
        entity,
        actorId,
        taken: messages.allergenNameTaken,
        exists: () => repo.existsByName(db, input.name),
        insert: async (tx) =>
          toAllergen(
            await repo.insert(tx, {
              name: input.name,
              nameDe: input.name_de,
              code: input.code,
              now: clock(),
            }),
          ),
        key: (allergen) => allergen.allergen_id,
      });
    },

    /** A stale `version` changes nothing and answers 409 (optimistic concurrency). */
    async update(actorId: number, allergenId: number, input: UpdateAllergenRequest): Promise<Allergen> {
      return uniqueOr(messages.allergenNameTaken, () =>
        db.transaction(async (tx) => {
          const before = await repo.findById(tx, allergenId);
          if (!before) throw notFound();
          if (before.version !== input.version) throw conflict(messages.staleVersion);
          if (await repo.existsByName(tx, input.name, allergenId)) throw conflict(messages.allergenNameTaken);
          const values = { name: input.name, nameDe: input.name_de };
          const row = await repo.updateIfVersion(tx, allergenId, input.version, values, clock());
          if (!row) throw conflict(messages.staleVersion); // changed between our read and our write
          const after = toAllergen(row);
          const change = {
            before: { name: before.name, name_de: before.nameDe, version: before.version },
            after,
          };
          await audit.record({ userId: actorId, action: 'update', entity, entityId: allergenId, change }, tx);
          return after;
        }),
      );
    },

    async remove(actorId: number, allergenId: number, version: number): Promise<void> {
      await deleteVersionedAudited(deps, {
        entity,
        actorId,
        key: allergenId,
        version,
        deleteIfVersion: repo.deleteIfVersion,
        findByKey: repo.findById,
        change: toAllergen,
      });
    },
  };
}

export type AllergensService = ReturnType<typeof createAllergensService>;
