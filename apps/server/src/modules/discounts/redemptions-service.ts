import { businessDate } from '@brigade/domain/calendar/business-date';
import { discountStatus, type DiscountStatus } from '@brigade/domain/discounts/discount-status';
import { messages } from '@brigade/domain/messages/catalogue';
import { acceptsDiscountCodes } from '@brigade/domain/pricing/discount-code';
import type { PriceModel } from '@brigade/domain/pricing/price-model';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './redemptions-repository.ts';

/** The code an order asks for, in the order's transaction. */
export interface OrderCodeChange {
  orderId: number;
  /** The price model of the order's creation date: model 1 takes no codes. */
  model: PriceModel;
  /** The code asked for (any case); null: none. */
  code: string | null;
  actorId: number | null;
}

/** Why a code cannot be redeemed today; an active code can. */
const refusals: Record<Exclude<DiscountStatus, 'ACTIVE'>, string> = {
  EXPIRED: messages.discountCodeExpired,
  SCHEDULED: messages.discountCodeNotYetValid,
  USED_UP: messages.discountCodeUsedUp,
};

/** A refused code: 422, shown under the order form's code field. */
const refused = (message: string) => new AppError(422, 'BUSINESS_RULE', message, { discount_code: message });

/**
 * Discount codes redeemed by orders (ADR 011, money tables of ADR 069): one redemption row per order, and the
 * code's usage_count raised or lowered with it under the code's row lock, so two orders racing for a code's
 * last use cannot both have it.
 */
export function createRedemptionsService({ clock }: { clock: Clock }) {
  return {
    /**
     * Gives an order the code it asks for, in the caller's transaction, after the caller has written the order
     * row (which holds concurrent edits of the same order back). The same code as now: nothing is checked or
     * counted again. A new code must exist, be valid today in Zurich (from valid_from to valid_to) and not be
     * used up, and the order must be of price model 2 or 3 (else 422); the old code is released. Answers
     * whether a code was redeemed or released (the booking funnel's discount caches are then stale).
     */
    async setOrderCode(tx: Db, change: OrderCodeChange): Promise<boolean> {
      const current = await repo.findByOrder(tx, change.orderId);
      const rows = await repo.lockCodes(tx, {
        code: change.code,
        discountId: current?.discountId ?? null,
      });
      const wanted =
        change.code === null
          ? undefined
          : rows.find((row) => row.code.toUpperCase() === change.code?.toUpperCase());
      const unchanged =
        change.code === null ? !current : wanted !== undefined && wanted.discountId === current?.discountId;
      if (unchanged) return false;
      if (change.code !== null) {
        if (!acceptsDiscountCodes(change.model)) throw refused(messages.discountCodeOldPriceModel);
        if (!wanted) throw refused(messages.discountCodeUnknown);
        const status = discountStatus(
          {
            valid_from: wanted.validFrom,
            valid_to: wanted.validTo,
            usage_limit: wanted.usageLimit,
            usage_count: wanted.usageCount,
          },
          businessDate(clock()),
        );
        if (status !== 'ACTIVE') throw refused(refusals[status]);
      }
      // Released only by the transaction that deleted the redemption: a use is never given back twice.
      const released = current ? await repo.deleteRedemption(tx, change.orderId) : undefined;
      if (released !== undefined) await repo.addUse(tx, released, -1);
      if (wanted) {
        const { orderId, actorId } = change;
        const redemption = {
          orderId,
          discountId: wanted.discountId,
          redeemedBy: actorId,
          redeemedAt: clock(),
        };
        await repo.insertRedemption(tx, redemption);
        await repo.addUse(tx, wanted.discountId, 1);
      }
      return true;
    },
  };
}

export type RedemptionsService = ReturnType<typeof createRedemptionsService>;
