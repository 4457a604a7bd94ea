import { addDays } from '@brigade/domain/calendar/iso-date';
import { MEAL_TYPES, RECIPE_FLAG_OF_MEAL_TYPE } from '@brigade/domain/programmes/meal-types';
import type { ProductionDayMatches, ProductionWeek } from '@brigade/domain/schemas/production';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test/build-test-app.ts';
import { createTestClock } from '../../test/clock.ts';
import { seedCustomersDemo } from './customers-demo.ts';
import { seedKitchenDemo } from './kitchen-demo.ts';
import { seedRecipesDemo } from './recipes-demo.ts';

// Thursday 5 March 2026 in Zurich: the default week is still this one, Monday 2 March.
const now = '2026-03-05T08:00:00.000Z';
const monday = '2026-03-02';

let opened: TestApp;
const rows = async <T>(query: SQL) =>
  ((await opened.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  opened = await buildTestApp({ clock: createTestClock(now) });
  await seedRecipesDemo(opened.database.db, opened.clock);
  await seedCustomersDemo(opened.database.db, opened.clock, { customers: 120 });
  expect(await seedKitchenDemo(opened.database.db, opened.clock)).toEqual({ slots: 200, skipped: false });
});
afterAll(async () => {
  await opened?.app.close();
});

describe('kitchen demo seed', () => {
  it('fills every meal slot Mon–Fri of the four weeks before the default week and of the default week', async () => {
    const slots = await rows<{ date: string; slot: string; recipe_id: number; is_done: boolean }>(
      sql`SELECT to_char(date, 'YYYY-MM-DD') AS date, slot, recipe_id, is_done FROM day_recipes ORDER BY date, slot`,
    );
    const dates = [...new Set(slots.map((s) => s.date))];
    const expected = [-4, -3, -2, -1, 0].flatMap((w) =>
      [0, 1, 2, 3, 4].map((d) => addDays(monday, 7 * w + d)),
    );
    expect(dates).toEqual(expected);
    for (const date of dates) {
      const day = slots.filter((s) => s.date === date);
      expect(day.map((s) => s.slot).sort()).toEqual([...MEAL_TYPES].sort());
      // A recipe serves one slot a day.
      expect(new Set(day.map((s) => s.recipe_id)).size).toBe(day.length);
      // The weeks before read as produced; the default week is still to cook.
      expect(day.every((s) => s.is_done === date < monday)).toBe(true);
    }
    // Days differ: Monday's and Tuesday's lunch of the default week are not the same recipe.
    const lunch = (date: string) => slots.find((s) => s.date === date && s.slot === 'lunch')!.recipe_id;
    expect(lunch(monday)).not.toBe(lunch(addDays(monday, 1)));
  });

  it('chooses each slot among the recipes flagged for its meal type', async () => {
    const flags = await rows<Record<string, boolean> & { slot: string }>(
      sql`SELECT d.slot, r.* FROM day_recipes d JOIN recipes r ON r.recipe_id = d.recipe_id`,
    );
    const column = (flag: string) => flag.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    for (const row of flags) {
      const flag = column(RECIPE_FLAG_OF_MEAL_TYPE[row.slot as keyof typeof RECIPE_FLAG_OF_MEAL_TYPE]);
      expect(row[flag], `${row.slot}`).toBe(true);
    }
  });

  it("shows the default week's notes and Monday's tasks; matches demo customers' allergies", async () => {
    const cookie = await loginAs(opened.app, 'CHEF');
    const week = (
      await opened.app.inject({ method: 'GET', url: '/api/v1/production/weeks', headers: { cookie } })
    ).json<ProductionWeek>();
    expect(week.start_date).toBe(monday);
    const first = week.days[0]!;
    expect(first.slots.map((s) => s.slot)).toEqual([...MEAL_TYPES]);
    expect(first.notes).not.toBe('');
    expect(first.notes_chef).not.toBe('');
    expect(first.tasks).toHaveLength(3);
    expect(week.days[2]!.notes).not.toBe('');
    const matches = (
      await opened.app.inject({
        method: 'GET',
        url: `/api/v1/production/days/${monday}/matches`,
        headers: { cookie },
      })
    ).json<ProductionDayMatches>();
    expect(matches.slots.flatMap((s) => s.matches).length).toBeGreaterThan(0);
  });

  it('leaves the weeks after the default week empty and seeds only once', async () => {
    const later = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM day_recipes WHERE date > ${addDays(monday, 6)}`,
    );
    expect(later[0]!.n).toBe(0);
    expect(await seedKitchenDemo(opened.database.db, opened.clock)).toEqual({ slots: 0, skipped: true });
  });
});
