import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { customersQueryOptions } from '../features/customers/api/get-customers.ts';
import {
  nextData,
  nextScreens,
  PREFETCH_IDLE_MS,
  prefetchAllowed,
  schedulePrefetch,
} from './link-prefetch.ts';
import type { ScreenLoader, ScreenRoute } from './route-types.ts';
import { screenRoutes } from './routes.tsx';

const routeAt = (path: string) => screenRoutes.find((r) => r.path === path)!;
const loader = () => vi.fn<ScreenLoader>(() => Promise.resolve({ default: () => null }));

describe('link prefetch on idle (spec §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('imports nothing before the screen has been idle 2 s, then every next screen', async () => {
    const [a, b] = [loader(), loader()];
    const stop = schedulePrefetch([a, b], { connection: { effectiveType: '4g' } });
    await vi.advanceTimersByTimeAsync(PREFETCH_IDLE_MS - 1);
    expect(a).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(a).toHaveBeenCalledOnce();
    expect(b).toHaveBeenCalledOnce();
    stop();
  });

  it('waits again after a key or pointer input', async () => {
    const a = loader();
    const target = new EventTarget();
    const stop = schedulePrefetch([a], { target });
    await vi.advanceTimersByTimeAsync(1500);
    target.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(1500);
    expect(a).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(a).toHaveBeenCalledOnce();
    stop();
  });

  it('imports nothing on a data saver or a 2G connection, nor once the screen is left', async () => {
    const a = loader();
    schedulePrefetch([a], { connection: { saveData: true, effectiveType: '4g' } });
    schedulePrefetch([a], { connection: { effectiveType: '2g' } });
    schedulePrefetch([a], { connection: { effectiveType: 'slow-2g' } });
    const stop = schedulePrefetch([a], {});
    stop();
    await vi.advanceTimersByTimeAsync(PREFETCH_IDLE_MS * 5);
    expect(a).not.toHaveBeenCalled();
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g', saveData: false })).toBe(true);
  });
});

describe('the next screens', () => {
  const superUser = { level: 0, user_category: 'AP' } as const;
  const chef = { level: 2, user_category: 'AP' } as const;

  it("are the screen's own next screens first, then the drawer's links of the user's role", () => {
    const recipes = routeAt('/recipes');
    const next = nextScreens(recipes, { level: 1, user_category: 'AP' });
    expect(next[0]).toBe(routeAt('/recipes/:id').screen);
    expect(next).toContain(routeAt('/ingredients').screen);
    expect(next).not.toContain(recipes.screen); // the screen shown
    expect(next).not.toContain(routeAt('/users').screen); // level 0 only
    expect(next).not.toContain(routeAt('/log_out').screen);
  });

  it("follow the role: a chef gets only the chef's links; a link with an id finds its route", () => {
    const chefNext = nextScreens(routeAt('/'), chef);
    expect(chefNext).toEqual(
      expect.arrayContaining([routeAt('/dev/tools').screen, routeAt('/bulk_calculator').screen]),
    );
    expect(chefNext).toHaveLength(2);
    expect(nextScreens(routeAt('/'), superUser)).toContain(routeAt('/nutritional-info-list/:id').screen);
  });

  it('name only routes that exist', () => {
    const paths = new Set(screenRoutes.map((r: ScreenRoute) => r.path));
    const named = screenRoutes.flatMap((r) => r.next ?? []);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((path) => !paths.has(path))).toEqual([]);
  });

  it("load a busy list's first page under the key its table asks for first, for the roles that see it", async () => {
    vi.useRealTimers();
    const page = { items: [], total: 0 };
    const fetch = vi.fn(async () => new Response(JSON.stringify(page), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    const tasks = nextData(routeAt('/'), superUser, client);
    expect(tasks.length).toBe(2); // customers and ingredients
    await Promise.all(tasks.map((task) => task()));
    expect(fetch).toHaveBeenCalledWith('/api/v1/customers?start=0&length=25', expect.anything());
    expect(client.getQueryData(customersQueryOptions({ start: 0, length: 25 }).queryKey)).toEqual(page);
    expect(nextData(routeAt('/'), chef, client)).toEqual([]); // a chef sees neither list
    vi.unstubAllGlobals();
  });
});
