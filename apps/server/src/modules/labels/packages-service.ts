import { companySlugs } from '@brigade/domain/access/privilege';
import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import { bagCode, parseBagCode, parseMealLabel, shortCustomerName } from '@brigade/domain/labels/label-codes';
import { packingProblems, type PackingDelivery } from '@brigade/domain/labels/packing-check';
import type { LabelLanguage } from '@brigade/domain/labels/label-texts';
import { ADDITIONAL_BAG, type OrderDeliveryBag } from '@brigade/domain/logistics/delivery-bags';
import { DAY_PERIOD_IDENTIFIERS } from '@brigade/domain/logistics/logistics-date';
import { messages } from '@brigade/domain/messages/catalogue';
import type {
  PackageLabel,
  PackageLabelsResponse,
  PackingCheckResponse,
} from '@brigade/domain/schemas/labels';
import type { ConsignmentsResponse } from '@brigade/domain/schemas/logistics';
import type { AuditService } from '../audit/service.ts';
import type { Reader } from '../dispatch/mapping.ts';
import type { DispatchService } from '../dispatch/service.ts';
import type { LogisticsService } from '../logistics/service.ts';
import { businessRule, notFound } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import { toProblemDto } from './mapping.ts';
import { slotRecipes } from './service.ts';
import * as repo from './repository.ts';

type Consignment = ConsignmentsResponse['consignments'][number];
interface Stop {
  team: string;
  period: string;
  stop: number;
  consignment: Consignment;
}

/** Bag 1 is the order's own bag; bag 2 the additional bag beside it, when it holds a recipe. */
const bagNumbers = (b: OrderDeliveryBag): (1 | 2)[] =>
  b.bag.recipes.some((r) => r.bagIndex === ADDITIONAL_BAG) ? [1, 2] : [1];

const mealsIn = (b: OrderDeliveryBag, bagNo: 1 | 2) =>
  Object.values(b.bag.meals).reduce((sum, m) => sum + (m?.qty[bagNo - 1] ?? 0), 0);

function addressLines(c: Consignment): string[] {
  const a = c.deliveryAddress;
  return [a.name, a.company, a.co ? `c/o ${a.co}` : null, a.street, `${a.postcode} ${a.city}`].filter(
    (line): line is string => Boolean(line?.trim()),
  );
}

/**
 * Package labels and the packing check (ADR 068): a label per bag of the day with where it goes, when, its stop
 * on the dispatcher's run and the customer's allergies; the check compares a scanned meal with a scanned bag.
 */
export function createPackagesService(deps: {
  db: Db;
  audit: AuditService;
  logistics: Pick<LogisticsService, 'packingDay'>;
  dispatch: Pick<DispatchService, 'view'>;
  recipeName: (recipeId: number) => Promise<string>;
}) {
  const { db, audit, logistics, dispatch } = deps;

  /** Where each order of the date stops: every team's runs of the morning and the afternoon, in stop order. */
  async function stopsOf(reader: Reader, date: IsoDate) {
    const runs = companySlugs.flatMap((team) =>
      DAY_PERIOD_IDENTIFIERS.map((identifier) => ({ team, identifier })),
    );
    const views = await Promise.all(runs.map((r) => dispatch.view(reader, { ...r, date })));
    const stops = new Map<number, Stop>();
    const unplaced = new Map(views.flatMap((v) => v.unplaced.map((u) => [u.order_id, u.reason] as const)));
    views.forEach((view, i) => {
      for (const consignment of view.consignments) {
        for (const entry of consignment.contents) {
          if (!('bags' in entry)) continue;
          const { team, identifier } = runs[i]!;
          const stop = { team, period: identifier, stop: consignment.pickupIndex + 1, consignment };
          stops.set(Number(entry.orderId), stop);
        }
      }
    });
    return { stops, unplaced };
  }

  async function allergiesOf(customerIds: number[], lang: LabelLanguage): Promise<Map<number, string[]>> {
    const { listed, own } = await repo.allergiesOf(db, customerIds);
    const map = new Map<number, string[]>();
    for (const row of listed) {
      const name = lang === 'de' ? row.nameDe || row.name : row.name;
      map.set(row.customerId, [...(map.get(row.customerId) ?? []), name]);
    }
    for (const row of own) map.set(row.customerId, [...(map.get(row.customerId) ?? []), ...row.other]);
    return map;
  }

  /** A delivery as the check reads it: its recipes per bag and, per recipe, the unsuppressed allergy matches. */
  function deliveryOf(
    date: IsoDate,
    b: OrderDeliveryBag,
    slots: ReadonlyMap<string, number>,
  ): PackingDelivery {
    const allergyMatches = new Map<number, string[]>();
    for (const [meal, line] of Object.entries(b.bag.meals)) {
      const recipeId = slots.get(meal);
      const found = line?.allergies.filter((a) => !a.isSuppressed).map((a) => a.ingredient) ?? [];
      if (recipeId !== undefined && found.length > 0) {
        allergyMatches.set(recipeId, [...(allergyMatches.get(recipeId) ?? []), ...found]);
      }
    }
    return {
      orderId: b.orderId,
      customerId: b.customerId,
      customerName: shortCustomerName(b.firstName, b.lastName),
      date,
      recipes: b.bag.recipes.map((r) => ({
        recipeId: r.recipeId,
        bagNo: r.bagIndex === ADDITIONAL_BAG ? 2 : 1,
      })),
      allergyMatches,
    };
  }

  return {
    /** The day's package labels (or one order's), in packing order. */
    async packageLabels(
      reader: Reader,
      date: IsoDate,
      options: { orderId?: number | undefined; lang: LabelLanguage },
    ): Promise<PackageLabelsResponse> {
      const { orderId, lang } = options;
      const day = await logistics.packingDay(date, false);
      const bags = day.bags.filter((b) => orderId === undefined || b.orderId === orderId);
      if (orderId !== undefined && bags.length === 0) throw notFound(messages.packingBagUnknown);
      const customerIds = [...new Set(bags.flatMap((b) => (b.customerId === null ? [] : [b.customerId])))];
      const [{ stops, unplaced }, allergies, points] = await Promise.all([
        stopsOf(reader, date),
        allergiesOf(customerIds, lang),
        repo.pickUpPointsOf(
          db,
          bags.map((b) => b.orderId),
        ),
      ]);
      const pointOf = new Map(points.map((p) => [p.orderId, p.name]));
      const labels: PackageLabel[] = bags.flatMap((b) => {
        const stop = stops.get(b.orderId);
        const numbers = bagNumbers(b);
        return numbers.map((bagNo) => ({
          order_id: b.orderId,
          customer_id: b.customerId,
          customer: `${b.firstName} ${b.lastName}`.trim(),
          date,
          bag_no: bagNo,
          bag_count: numbers.length,
          meals: mealsIn(b, bagNo),
          address: stop ? addressLines(stop.consignment) : [],
          pick_up_point: pointOf.get(b.orderId) ?? null,
          instruction: stop?.consignment.deliveryAddress.instruction?.trim() || null,
          window: stop ? `${stop.consignment.deliveryTimeFrom}–${stop.consignment.deliveryTimeTo}` : null,
          team: stop?.team ?? null,
          period: stop?.period ?? null,
          stop: stop?.stop ?? null,
          unplaced: stop ? null : (unplaced.get(b.orderId) ?? null),
          allergies: b.customerId === null ? [] : (allergies.get(b.customerId) ?? []),
          code: bagCode({ orderId: b.orderId, date, bagNo }),
        }));
      });
      const withAllergies = labels.filter((l) => l.allergies.length > 0 && l.customer_id !== null);
      if (withAllergies.length > 0) {
        await audit.record({
          userId: reader.user_id,
          action: 'read',
          entity: 'customer_health',
          entityId: date,
          change: {
            via: 'package labels',
            customer_ids: [...new Set(withAllergies.map((l) => l.customer_id))],
          },
        });
      }
      return { date, labels };
    },

    /** Does the scanned meal belong in the scanned bag? 422 for codes that are neither, 404 for a bag not delivered. */
    async check(meal: string, bag: string): Promise<PackingCheckResponse> {
      const mealCode = parseMealLabel(meal);
      if (!mealCode) throw businessRule(messages.packingMealCodeInvalid);
      const bagCodeRead = parseBagCode(bag);
      if (!bagCodeRead) throw businessRule(messages.packingBagCodeInvalid);
      const [bagDay, mealDay] = await Promise.all([
        logistics.packingDay(bagCodeRead.date, true),
        mealCode.date === bagCodeRead.date ? null : logistics.packingDay(mealCode.date, false),
      ]);
      const bagDelivery = bagDay.bags.find((b) => b.orderId === bagCodeRead.orderId);
      if (!bagDelivery) throw notFound(messages.packingBagUnknown);
      const mealSource = mealDay ?? bagDay;
      const mealDelivery = mealSource.bags.find((b) => b.orderId === mealCode.orderId);
      const problems = packingProblems(
        mealCode,
        mealDelivery ? deliveryOf(mealCode.date, mealDelivery, slotRecipes(mealSource)) : null,
        bagCodeRead,
        deliveryOf(bagCodeRead.date, bagDelivery, slotRecipes(bagDay)),
      );
      return {
        ok: problems.length === 0,
        problems: problems.map(toProblemDto),
        meal: {
          order_id: mealCode.orderId,
          date: mealCode.date,
          recipe_id: mealCode.recipeId,
          recipe: await deps.recipeName(mealCode.recipeId),
        },
        bag: {
          order_id: bagCodeRead.orderId,
          date: bagCodeRead.date,
          bag_no: bagCodeRead.bagNo,
          customer: shortCustomerName(bagDelivery.firstName, bagDelivery.lastName),
        },
      };
    },
  };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
