import { messages } from '@brigade/domain/messages/catalogue';
import type {
  DayLineParams,
  DayOverridesResponse,
  DayRecipeLine,
  DayRecipeLinesResponse,
  PutDayLineDoneRequest,
  PutDayLineIngredientRequest,
  PutDayLineSpecRequest,
} from '@brigade/domain/schemas/day-recipes';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { businessRule, conflict, notFound, validationError } from '../../lib/errors.ts';
import { createInFlightGuard } from '../../lib/in-flight.ts';
import type { AuditService } from '../audit/service.ts';
import { toDayLineOverrideDto, toDayRecipeLines } from './mapping.ts';
import * as repo from './repository.ts';

type Line = Awaited<ReturnType<typeof repo.recipeLines>>[number];
/** What a write needs to decide its values: the recipe's line and the day's change of it so far. */
type Decide = (tx: Db, line: Line, before: repo.DayLineRow | undefined) => Promise<repo.DayLineValues>;

const keyOf = (p: DayLineParams): repo.LineKey => ({ date: p.date, recipeId: p.recipe_id, uid: p.uid });

/**
 * The kitchen's changes of a recipe's lines for one date (ADR 074): swaps and supplier specs by planners, the
 * cooks' and loaders' ticks. Every write is one at a time per line (a second one while the first runs is 409
 * at once; across instances the version refuses it), under the version read, audited, and answered with the
 * line as the server now has it. Other modules read the changes through lib/day-lines.ts.
 */
export function createDayRecipesService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const guard = createInFlightGuard();

  async function lines(date: string, recipeId: number, tx: Db = db): Promise<DayRecipeLinesResponse> {
    const name = await repo.recipeName(tx, recipeId);
    if (name === undefined) throw notFound();
    const [recipeLines, stored] = [await repo.recipeLines(tx, recipeId), await repo.overridesOf(tx, [date])];
    const overrides = stored.filter((o) => o.recipeId === recipeId);
    const ids = [
      ...recipeLines.map((l) => l.ingredientId),
      ...overrides.flatMap((o) => o.ingredientId ?? []),
    ];
    const names = new Map((await repo.ingredientNames(tx, ids)).map((r) => [r.ingredientId, r.name]));
    const specs = await repo.specsOf(tx, ids);
    return {
      date,
      recipe_id: recipeId,
      name,
      lines: toDayRecipeLines({ lines: recipeLines, overrides, names, specs }),
    };
  }

  /** Checks the line, decides its values and writes them under the version read; audited. */
  async function write(
    actorId: number,
    params: DayLineParams,
    version: number,
    decide: Decide,
  ): Promise<DayRecipeLine> {
    const key = keyOf(params);
    await guard.run(
      `${key.date}/${key.recipeId}/${key.uid}`,
      () => conflict(messages.dayLineBusy),
      () =>
        db.transaction(async (tx) => {
          if ((await repo.recipeName(tx, key.recipeId)) === undefined) throw notFound();
          if (!(await repo.isOnDay(tx, key.date, key.recipeId)))
            throw businessRule(messages.dayLineRecipeNotOnDay);
          const line = (await repo.recipeLines(tx, key.recipeId)).find((l) => l.uid === key.uid);
          if (!line) throw notFound(messages.dayLineUnknown);
          const before = await repo.findOverride(tx, key);
          const values = await decide(tx, line, before);
          const after = await repo.writeIfVersion(tx, key, version, values, actorId, clock());
          if (!after) throw conflict(messages.staleVersion);
          const shown = (row: repo.DayLineRow | undefined) => (row ? toDayLineOverrideDto(row) : null);
          await audit.record(
            {
              userId: actorId,
              action: 'update',
              entity: 'day_recipe_line',
              entityId: after.dayRecipeLineId,
              change: { before: shown(before), after: shown(after) },
            },
            tx,
          );
        }),
    );
    return (await lines(key.date, key.recipeId)).lines.find((l) => l.uid === key.uid)!;
  }

  /** The spec must be one of the ingredient's (422), else the write would buy another ingredient. */
  async function checkSpec(tx: Db, specId: number, ingredientId: number) {
    const specs = await repo.specsOf(tx, [ingredientId]);
    if (!specs.some((s) => s.specId === specId)) throw businessRule(messages.dayLineSpecNotOfIngredient);
  }

  return {
    lines: (date: string, recipeId: number) => lines(date, recipeId),

    /** The changed lines of the dates (GET /production/day-overrides). */
    async overrides(dates: readonly string[]): Promise<DayOverridesResponse> {
      return { overrides: (await repo.overridesOf(db, dates)).map(toDayLineOverrideDto) };
    },

    /**
     * Swaps the line's ingredient on that date (null, or the recipe's own, undoes it). The day's spec choice
     * stays only when it is one of the new ingredient's.
     */
    setIngredient(actorId: number, params: DayLineParams, input: PutDayLineIngredientRequest) {
      return write(actorId, params, input.version, async (tx, line, before) => {
        const id = input.ingredient_id === line.ingredientId ? null : input.ingredient_id;
        if (id !== null && !(await repo.existingIngredientIds(tx, [id])).has(id)) {
          throw validationError('ingredient_id', messages.dayLineIngredientUnknown);
        }
        const spec = before?.ingredientSpecSuppliersId ?? null;
        const specs = spec === null ? [] : await repo.specsOf(tx, [id ?? line.ingredientId]);
        const keep = specs.some((s) => s.specId === spec);
        return { ingredientId: id, ingredientSpecSuppliersId: keep ? spec : null };
      });
    },

    /** Chooses the spec the line is bought from on that date (null: the recipe's, else the default). */
    setSpec(actorId: number, params: DayLineParams, input: PutDayLineSpecRequest) {
      return write(actorId, params, input.version, async (tx, line, before) => {
        const spec = input.ingredient_spec_suppliers_id;
        if (spec !== null) await checkSpec(tx, spec, before?.ingredientId ?? line.ingredientId);
        return { ingredientSpecSuppliersId: spec };
      });
    },

    /** A cook's or a loader's tick; the screen shows it only from this answer (as production stages, ADR 045). */
    setDone(actorId: number, params: DayLineParams, input: PutDayLineDoneRequest) {
      return write(actorId, params, input.version, async () => ({
        ...(input.is_done === undefined ? {} : { isDone: input.is_done }),
        ...(input.loading_is_done === undefined ? {} : { loadingIsDone: input.loading_is_done }),
      }));
    },
  };
}

export type DayRecipesService = ReturnType<typeof createDayRecipesService>;
