import { messages } from '@brigade/domain/messages/catalogue';
import type {
  NutritionalAnalysis,
  NutritionalInfoItem,
  NutritionalInfoListQuery,
  UpsertNutritionalInfo,
} from '@brigade/domain/schemas/nutritional-info';
import type { Db } from '../../db/client.ts';
import { versionedRemove } from '../../lib/audited-delete.ts';
import { checkedWrites } from '../../lib/checked-write.ts';
import type { Clock } from '../../lib/clock.ts';
import { businessRule, conflict, notFound, uniqueOr } from '../../lib/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { NutritionService } from '../nutrition/service.ts';
import { toLabelAnalysis, toNutritionalInfo } from './mapping.ts';
import * as repo from './repository.ts';

/** The nutritional info list: named entries with their analysis, printed on labels. */
export function createNutritionalInfoService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  nutrition: NutritionService;
}) {
  const { db, clock, audit, nutrition } = deps;
  const entity = 'nutritional_info';
  const writes = checkedWrites({ audit, entity, findByKey: repo.findById });

  /** The analysis given, or — with a recipe and none given — the recipe's, computed from its lines now. */
  async function resolveAnalysis(tx: Db, input: UpsertNutritionalInfo): Promise<NutritionalAnalysis> {
    const recipeId = input.recipe_id ?? null;
    if (recipeId !== null && !(await repo.recipeExists(tx, recipeId))) {
      throw businessRule(messages.nutritionalInfoRecipeUnknown);
    }
    if (input.analysis) return input.analysis;
    if (recipeId === null) throw businessRule(messages.nutritionalInfoNeedsSource);
    return toLabelAnalysis(await nutrition.compute(recipeId, tx));
  }

  async function valuesOf(tx: Db, input: UpsertNutritionalInfo): Promise<repo.NutritionalInfoValues> {
    return {
      name: input.name,
      recipeId: input.recipe_id ?? null,
      analysis: await resolveAnalysis(tx, input),
    };
  }

  async function create(tx: Db, actorId: number, input: UpsertNutritionalInfo) {
    if (await repo.existsByName(tx, input.name)) throw conflict(messages.nutritionalInfoNameTaken);
    const id = await repo.insert(tx, await valuesOf(tx, input), clock());
    const item = toNutritionalInfo((await repo.findById(tx, id))!);
    await audit.record({ userId: actorId, action: 'create', entity, entityId: id, change: item }, tx);
    return item;
  }

  async function edit(tx: Db, actorId: number, id: number, input: UpsertNutritionalInfo) {
    // The request schema requires a version with an id; were one missing, the version check would answer 409.
    return writes.update(tx, actorId, id, input.version!, {
      check: async () => {
        if (await repo.existsByName(tx, input.name, id)) throw conflict(messages.nutritionalInfoNameTaken);
      },
      write: async (before) =>
        repo.updateIfVersion(tx, id, before.version, await valuesOf(tx, input), clock()),
      audited: toNutritionalInfo,
      after: async () => toNutritionalInfo((await repo.findById(tx, id))!),
    });
  }

  return {
    async list(query: NutritionalInfoListQuery) {
      const { rows, total } = await repo.findPage(db, query);
      return { items: rows.map(toNutritionalInfo), total };
    },

    async get(id: number): Promise<NutritionalInfoItem> {
      const row = await repo.findById(db, id);
      if (!row) throw notFound();
      return toNutritionalInfo(row);
    },

    /** Creates (no id) or edits (id + version; stale → 409) an entry. `created` tells the route 201 from 200. */
    async upsert(
      actorId: number,
      input: UpsertNutritionalInfo,
    ): Promise<{ item: NutritionalInfoItem; created: boolean }> {
      const id = input.nutritional_info_id;
      return uniqueOr(messages.nutritionalInfoNameTaken, () =>
        db.transaction(async (tx) =>
          id === undefined
            ? { item: await create(tx, actorId, input), created: true }
            : { item: await edit(tx, actorId, id, input), created: false },
        ),
      );
    },

    remove: versionedRemove(deps, {
      entity,
      deleteIfVersion: repo.deleteIfVersion,
      findByKey: repo.findById,
      change: toNutritionalInfo,
    }),
  };
}

export type NutritionalInfoService = ReturnType<typeof createNutritionalInfoService>;
