import { expect } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { seedRecipesDemo } from '../../seed/recipes-demo.ts';
import { insertHandWorkedDelivery, type HandWorkedDelivery } from '../logistics/test-delivery.ts';
import { MONDAY } from '../production/test-week.ts';

/**
 * The labels' test week: the demo recipes and the hand-worked week and delivery (production/test-week.ts,
 * logistics/test-delivery.ts) in ISO week 2031-11, Monday's breakfast the porridge and its lunch the milk rice.
 * Anna is allergic to milk.
 */
export async function labelsTestWeek(): Promise<{ t: TestApp; admin: string; week: HandWorkedDelivery }> {
  const t = await buildTestApp();
  await seedRecipesDemo(t.database.db, t.clock);
  const admin = await loginAs(t.app, 'SUPER');
  const week = await insertHandWorkedDelivery(t, admin);
  const slots = [
    { slot: 'breakfast', recipe_id: week.ids.recipe.breakfast, version: 0 },
    { slot: 'lunch', recipe_id: week.ids.recipe.lunch, version: 0 },
  ];
  const assigned = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/production/days/${MONDAY}/recipes`,
    headers: { cookie: admin },
    payload: { slots },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return { t, admin, week };
}
