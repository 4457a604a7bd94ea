import { additionalMealDateErrors } from '@brigade/domain/kitchen/additional-meal-dates';
import type { MenuOverride } from '@brigade/domain/kitchen/menu-dish-name';
import { messages } from '@brigade/domain/messages/catalogue';
import type { AdditionalDay, MenuContent } from '@brigade/domain/schemas/menus';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { DishLoader } from './dishes.ts';
import * as repo from './additional-days-repository.ts';
import { toAdditionalDay, toMealValues, type PutAdditionalDay } from './mapping.ts';

/** A 400 whose details name each refused field of the meals (`meals.2.expiry_date`), like zod's own. */
function refused(details: Record<string, string>): AppError {
  return new AppError(400, 'VALIDATION_ERROR', Object.values(details)[0]!, details);
}

/**
 * The additional day of a date (ADR 050): HTML before and after its additional meals, and the meals with their
 * production, best-before and expiry dates. Saved whole under the day's version (0 = first save), so two
 * planners editing the same date cannot overwrite each other's meals.
 */
export function createAdditionalDaysService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;

  async function read(date: string): Promise<AdditionalDay> {
    const { day, meals } = await repo.findAdditionalDay(db, date);
    return toAdditionalDay(date, day, meals);
  }

  /** Checks what the schema cannot: delivery date, recipes and nutritional info entries that exist. */
  async function check(date: string, input: PutAdditionalDay) {
    const recipes = await repo.recipeNames(
      db,
      input.meals.flatMap((m) => (m.recipe_id === null ? [] : [m.recipe_id])),
    );
    const infos = await repo.existingNutritionalInfo(
      db,
      input.meals.flatMap((m) =>
        m.nutritional_information_id === null ? [] : [m.nutritional_information_id],
      ),
    );
    const details: Record<string, string> = {};
    input.meals.forEach((meal, i) => {
      for (const [field, message] of Object.entries(additionalMealDateErrors(meal, date))) {
        details[`meals.${i}.${field}`] = message;
      }
      if (meal.recipe_id !== null && !recipes.has(meal.recipe_id)) {
        details[`meals.${i}.recipe_id`] = messages.additionalMealRecipeUnknown;
      }
      const info = meal.nutritional_information_id;
      if (info !== null && !infos.has(info)) {
        details[`meals.${i}.nutritional_information_id`] = messages.additionalMealNutritionalInfoUnknown;
      }
    });
    if (Object.keys(details).length > 0) throw refused(details);
    return recipes;
  }

  return {
    get: read,

    async put(actorId: number, date: string, input: PutAdditionalDay): Promise<AdditionalDay> {
      const recipes = await check(date, input);
      const before = await read(date);
      const now = clock();
      await db.transaction(async (tx) => {
        const day = await repo.writeAdditionalDay(
          tx,
          date,
          input.version,
          { beforeMealsHtml: input.before_meals_html, afterMealsHtml: input.after_meals_html },
          now,
        );
        if (!day) throw conflict(messages.staleVersion);
        await repo.replaceMeals(
          tx,
          date,
          input.meals.map((m) =>
            toMealValues(m, m.recipe_id === null ? undefined : recipes.get(m.recipe_id)),
          ),
          now,
        );
        await audit.record(
          {
            userId: actorId,
            action: input.version === 0 ? 'create' : 'update',
            entity: 'additional_day',
            entityId: date,
            change: { before, after: { ...input, version: day.version } },
          },
          tx,
        );
      });
      return read(date);
    },

    /** The day as a menu publishes it (null when nothing is stored for the date). */
    async menuContent(
      date: string,
      override: MenuOverride | null,
      dishes: DishLoader,
    ): Promise<MenuContent['additional_day']> {
      const current = await read(date);
      if (current.version === 0) return null;
      const meals = await Promise.all(
        current.meals.map(async (m) => {
          const dish = m.recipe_id === null ? null : await dishes.dish(m.recipe_id, override);
          return {
            additional_meal_id: m.additional_meal_id,
            meal: m.meal,
            position: m.position,
            display_name: m.snapshot_name || dish?.display_name || '',
            production_date: m.production_date,
            bb_date: m.bb_date,
            expiry_date: m.expiry_date,
            public_html: m.public_html,
            dish,
          };
        }),
      );
      return {
        before_meals_html: current.before_meals_html,
        after_meals_html: current.after_meals_html,
        meals,
        version: current.version,
      };
    },

    /** The day's version now (0 = none), for "changed since publishing". */
    async version(date: string): Promise<number> {
      return (await repo.findAdditionalDay(db, date)).day?.version ?? 0;
    },
  };
}

export type AdditionalDaysService = ReturnType<typeof createAdditionalDaysService>;
