import { daySwapKeys } from '@brigade/domain/kitchen/day-recipe-lines';
import { menuChanges } from '@brigade/domain/kitchen/menu-changes';
import type { MenuOverride } from '@brigade/domain/kitchen/menu-dish-name';
import { menuRecipeIds } from '@brigade/domain/kitchen/menu-problems';
import { compareMenuSlots } from '@brigade/domain/kitchen/production-day';
import { menuPath } from '@brigade/domain/logistics/storage-path';
import { messages } from '@brigade/domain/messages/catalogue';
import type { Me } from '@brigade/domain/schemas/auth';
import type { MenuQrCodes } from '@brigade/domain/schemas/menu-qr-codes';
import type {
  DateMenuReview,
  GenesisMenu,
  MenuContent,
  MenuDetail,
  MenuItem,
  MenuProblem,
  MenuReview,
  MenuSummary,
  PublishMenuResponse,
} from '@brigade/domain/schemas/menus';
import type { Db } from '../../db/client.ts';
import type { ObjectStore } from '../../integrations/storage/port.ts';
import type { Clock } from '../../lib/clock.ts';
import { dayOverridesOf } from '../../lib/day-lines.ts';
import { businessRule, conflict, notFound, uniqueOr } from '../../lib/errors.ts';
import { writeToStore } from '../../lib/store-write.ts';
import { versionedRow } from '../../lib/versioned.ts';
import type { AuditService } from '../audit/service.ts';
import type { AdditionalDaysService } from './additional-days-service.ts';
import { createDishLoader, type DishLoader, type DishSources } from './dishes.ts';
import { toMenuDetail, toMenuQrMenu, toPublicMenuDocument, type StoredMenuContent } from './mapping.ts';
import * as repo from './repository.ts';

/** Who publishes: a SUPER may publish a menu with problems, giving a reason (ADR 055). */
type Publisher = Pick<Me, 'user_id' | 'user_group'>;

/**
 * The publish gate (ADR 055): a menu whose dishes have problems is refused, unless a SUPER gives a reason,
 * which is stored with the menu. Without problems a reason is ignored (null is stored).
 */
function overrideReason(actor: Publisher, problems: MenuProblem[], reason: string | undefined) {
  if (problems.length === 0) return null;
  if (reason === undefined) throw businessRule(messages.menuHasProblems);
  if (actor.user_group !== 'SUPER') throw businessRule(messages.menuOverrideSuperOnly);
  return reason;
}

/**
 * Menus and menu review (ADR 049). Publishing snapshots the recipes assigned to a date's slots — names,
 * allergens, nutrition, as cooked that date (the kitchen's swaps, ADR 074) — with the date's additional day
 * into `menus`, so later recipe edits do not change what customers were shown; the review compares that
 * snapshot with what publishing would give now. A swap made after publishing marks the menu
 * `swapped_since_publishing` until it is published again. Each publish also writes the customer-facing JSON to
 * menu/{date}/{index}; a failed upload keeps the menu and answers `stored: false` (logged).
 */
export function createMenusService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  store: ObjectStore;
  sources: DishSources;
  additionalDays: AdditionalDaysService;
  log?: (error: unknown, message: string) => void;
}) {
  const { db, clock, audit, store, additionalDays } = deps;

  async function itemsOf(date: string, override: MenuOverride | null, dishes: DishLoader) {
    const slots = (await repo.assignedSlots(db, date)).sort((a, b) => compareMenuSlots(a.slot, b.slot));
    return Promise.all(
      slots.map(async (s): Promise<MenuItem> => ({
        slot: s.slot as MenuItem['slot'],
        ...(await dishes.dish(s.recipeId, override)),
      })),
    );
  }

  async function contentOf(date: string, override: MenuOverride | null, dishes: DishLoader) {
    const [items, additional] = await Promise.all([
      itemsOf(date, override, dishes),
      additionalDays.menuContent(date, override, dishes),
    ]);
    return { items, additional_day: additional } satisfies MenuContent;
  }

  /** What changed since a menu was published; one loader reads each recipe once for all menus of a date. */
  async function reviewOf(menu: MenuDetail, dishes: DishLoader, dayVersion: number) {
    const current = await itemsOf(menu.date, menu.menu_override, dishes);
    return {
      changes: menuChanges(menu.items, current),
      additional_day_changed: (menu.additional_day?.version ?? 0) !== dayVersion,
    };
  }

  function upload(menu: MenuDetail): Promise<boolean> {
    return writeToStore(deps.log, `menu ${menu.date}/${menu.menu_index}`, () =>
      store.putJson(menuPath(menu.date, menu.menu_index), toPublicMenuDocument(menu)),
    );
  }

  const swapsOn = async (date: string) => (await dayOverridesOf(db, [date])).of;
  const newLoader = (date: string, swaps = () => swapsOn(date)) =>
    createDishLoader(deps.sources, { date, swaps });
  /** Published menus of one date, each told whether the kitchen swapped an ingredient since (ADR 074). */
  async function detailsOf(rows: repo.MenuRow[], date: string): Promise<MenuDetail[]> {
    if (rows.length === 0) return [];
    const swaps = await swapsOn(date);
    return rows.map((row) => toMenuDetail(row, swaps));
  }
  const detailOf = async (row: repo.MenuRow) => (await detailsOf([row], row.date))[0]!;

  return {
    /** The published menu of a date and index, as it was published. */
    async published(date: string, menuIndex: number): Promise<MenuDetail> {
      const row = await repo.findMenuAt(db, date, menuIndex);
      if (!row) throw notFound(messages.menuNotPublished);
      return detailOf(row);
    },

    /** The dishes of every menu published for a date, for their QR pages; 404 when none is published. */
    async qrCodes(date: string): Promise<MenuQrCodes> {
      const rows = await repo.findMenusOn(db, date);
      if (rows.length === 0) throw notFound(messages.menuDateNotPublished);
      return { date, menus: (await detailsOf(rows, date)).map(toMenuQrMenu) };
    },

    async review(id: number): Promise<MenuReview> {
      const row = await repo.findMenu(db, id);
      if (!row) throw notFound();
      const menu = await detailOf(row);
      const review = await reviewOf(menu, newLoader(menu.date), await additionalDays.version(menu.date));
      return { ...menu, ...review };
    },

    async dateReview(date: string): Promise<DateMenuReview> {
      const dishes = newLoader(date);
      const [rows, dayVersion, current] = await Promise.all([
        repo.findMenusOn(db, date),
        additionalDays.version(date),
        itemsOf(date, null, dishes),
      ]);
      const menus: MenuSummary[] = [];
      for (const menu of await detailsOf(rows, date)) {
        const { items, additional_day: _day, ...head } = menu;
        const review = await reviewOf(menu, dishes, dayVersion);
        menus.push({ ...head, item_count: items.length, ...review });
      }
      return { date, menus, current, additional_day_version: dayVersion };
    },

    /** The genesis menu: what publishing would make now; the override defaults to the published one. */
    async genesis(date: string, menuIndex: number, override?: MenuOverride): Promise<GenesisMenu> {
      const published = override ? undefined : await repo.findMenuAt(db, date, menuIndex);
      const chosen = override ?? published?.menuOverride ?? null;
      const dishes = newLoader(date);
      const content = await contentOf(date, chosen, dishes);
      const problems = await dishes.problems(content);
      return { date, menu_index: menuIndex, menu_override: chosen, ...content, problems };
    },

    /**
     * Publishes (version 0) or republishes (the version read) a date's menu; a stale version is a 409. A menu
     * with problems is refused (422) unless a SUPER gives a reason (ADR 055).
     */
    async publish(
      actor: Publisher,
      date: string,
      menuIndex: number,
      input: { menu_override: MenuOverride | null; version: number; override_reason?: string | undefined },
    ): Promise<{ menu: PublishMenuResponse; created: boolean }> {
      const actorId = actor.user_id;
      const existing = await repo.findMenuAt(db, date, menuIndex);
      if ((existing?.version ?? 0) !== input.version) throw conflict(messages.staleVersion);
      // The date's swaps are read once: the dishes are cooked with them and the menu keeps them (ADR 074).
      const swaps = await swapsOn(date);
      const dishes = newLoader(date, () => Promise.resolve(swaps));
      const content = await contentOf(date, input.menu_override, dishes);
      if (content.items.length === 0) throw businessRule(messages.menuNothingToPublish);
      const problems = await dishes.problems(content);
      const reason = overrideReason(actor, problems, input.override_reason);
      const now = clock();
      const stored: StoredMenuContent = {
        ...content,
        swaps: daySwapKeys(swaps, date, menuRecipeIds(content)),
      };
      const values = {
        menuOverride: input.menu_override,
        content: stored,
        publishedAt: now,
        publishedBy: actorId,
        publishOverrideReason: reason,
      };
      const id = await db.transaction(async (tx) => {
        const row = existing
          ? await versionedRow(
              await repo.updateMenuIfVersion(tx, existing.menuId, input.version, values, now),
              () => repo.findMenu(tx, existing.menuId),
            )
          : await uniqueOr(messages.staleVersion, () =>
              repo.insertMenu(tx, { date, menuIndex, ...values, createdAt: now, updatedAt: now }),
            );
        await audit.record(
          {
            userId: actorId,
            action: existing ? 'update' : 'create',
            entity: 'menu',
            entityId: row.menuId,
            change: {
              date,
              menu_index: menuIndex,
              menu_override: input.menu_override,
              version: row.version,
              before: existing
                ? (existing.content as MenuContent).items.map((i) => [i.slot, i.recipe_id])
                : null,
              after: content.items.map((i) => [i.slot, i.recipe_id]),
              override_reason: reason,
              problems,
            },
          },
          tx,
        );
        return row.menuId;
      });
      const menu = await detailOf((await repo.findMenu(db, id))!);
      return { menu: { ...menu, stored: await upload(menu) }, created: !existing };
    },
  };
}

export type MenusService = ReturnType<typeof createMenusService>;
