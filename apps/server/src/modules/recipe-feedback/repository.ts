import { and, avg, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recipeFeedback, recipes } from '../../db/schema/recipes.ts';
import { users } from '../../db/schema/users.ts';

export type FeedbackRow = typeof recipeFeedback.$inferSelect & { author: string | null };

const columns = {
  recipeFeedbackId: recipeFeedback.recipeFeedbackId,
  recipeId: recipeFeedback.recipeId,
  rating: recipeFeedback.rating,
  comment: recipeFeedback.comment,
  servedOn: recipeFeedback.servedOn,
  createdBy: recipeFeedback.createdBy,
  createdAt: recipeFeedback.createdAt,
  author: users.username,
};

export async function findRecipeName(db: Db, recipeId: number): Promise<string | undefined> {
  const rows = await db.select({ name: recipes.name }).from(recipes).where(eq(recipes.recipeId, recipeId));
  return rows[0]?.name;
}

/** A recipe's feedback, newest served (then newest written) first. */
export async function findByRecipe(db: Db, recipeId: number): Promise<FeedbackRow[]> {
  return db
    .select(columns)
    .from(recipeFeedback)
    .leftJoin(users, eq(users.userId, recipeFeedback.createdBy))
    .where(eq(recipeFeedback.recipeId, recipeId))
    .orderBy(desc(recipeFeedback.createdAt), desc(recipeFeedback.recipeFeedbackId));
}

export async function averageOf(db: Db, recipeId: number) {
  const rows = await db
    .select({ average: avg(recipeFeedback.rating), total: count() })
    .from(recipeFeedback)
    .where(eq(recipeFeedback.recipeId, recipeId));
  return { average: rows[0]?.average == null ? null : Number(rows[0].average), total: rows[0]?.total ?? 0 };
}

export async function findById(db: Db, id: number): Promise<FeedbackRow | undefined> {
  const rows = await db
    .select(columns)
    .from(recipeFeedback)
    .leftJoin(users, eq(users.userId, recipeFeedback.createdBy))
    .where(eq(recipeFeedback.recipeFeedbackId, id));
  return rows[0];
}

export async function insert(
  db: Db,
  values: {
    recipeId: number;
    rating: number;
    comment: string;
    servedOn: string | null;
    createdBy: number;
    now: Date;
  },
): Promise<number> {
  const rows = await db
    .insert(recipeFeedback)
    .values({
      recipeId: values.recipeId,
      rating: values.rating,
      comment: values.comment,
      servedOn: values.servedOn,
      createdBy: values.createdBy,
      createdAt: values.now,
    })
    .returning({ id: recipeFeedback.recipeFeedbackId });
  return rows[0]!.id;
}

export async function deleteById(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(recipeFeedback)
    .where(eq(recipeFeedback.recipeFeedbackId, id))
    .returning({ id: recipeFeedback.recipeFeedbackId });
  return rows.length > 0;
}

/** Locks the recipe's row for the transaction (one quick rating of a user at a time); false when none. */
export async function lockRecipe(db: Db, recipeId: number): Promise<boolean> {
  const rows = await db
    .select({ id: recipes.recipeId })
    .from(recipes)
    .where(eq(recipes.recipeId, recipeId))
    .for('update');
  return rows.length > 0;
}

/** The user's quick ratings of the recipe: their feedback without comment or date, newest first. */
export async function findQuickRatings(db: Db, recipeId: number, userId: number) {
  return db
    .select({ id: recipeFeedback.recipeFeedbackId, rating: recipeFeedback.rating })
    .from(recipeFeedback)
    .where(
      and(
        eq(recipeFeedback.recipeId, recipeId),
        eq(recipeFeedback.createdBy, userId),
        eq(recipeFeedback.comment, ''),
        isNull(recipeFeedback.servedOn),
      ),
    )
    .orderBy(desc(recipeFeedback.createdAt), desc(recipeFeedback.recipeFeedbackId));
}
