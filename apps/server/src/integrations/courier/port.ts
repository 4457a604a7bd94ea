import type { ConsignmentPayload, LogisticsMode } from '@brigade/domain/logistics/payload-schemas';
import type { CourierOrderStatus } from '@brigade/domain/logistics/tracking-flow';

/** What Brigade hands the courier for one consignment: our code as its reference, the date and the mode. */
export interface CourierOrderInput {
  /** Our consignment code ({date}-{lowest order id}): the courier's reference, unique per date. */
  reference: string;
  date: string;
  mode: LogisticsMode;
  consignment: ConsignmentPayload;
}

/** An order at the courier, in our words. */
export interface CourierOrder extends CourierOrderInput {
  id: string;
  status: CourierOrderStatus;
  updatedAt: string | null;
}

/**
 * The courier port (ADR 066): where published consignments go. `live` is the external logistics service
 * (its own base URL and a private token header; orders listed 500 a page); `local` has no outside courier —
 * our own tracking and the drivers' app are the courier — so it accepts every order without keeping it, lists
 * none, and refuses status changes as not connected.
 */
export interface CourierService {
  mode: 'local' | 'live';
  /** Every order of a date (all pages). */
  list(date: string): Promise<CourierOrder[]>;
  get(id: string): Promise<CourierOrder>;
  create(input: CourierOrderInput): Promise<CourierOrder>;
  update(id: string, input: CourierOrderInput): Promise<CourierOrder>;
  remove(id: string): Promise<void>;
  setStatus(id: string, status: CourierOrderStatus): Promise<CourierOrder>;
}

export class CourierNotConnectedError extends Error {
  override name = 'CourierNotConnectedError';
}
