export type ContractStatus = 'ACTIVE' | 'PAUSED' | 'CANCELLED';

/** A subscription contract of the shop's subscription service, in our words. */
export interface SubscriptionContract {
  contractId: number;
  status: ContractStatus;
  customerEmail: string | null;
  customerName: string;
  /** e.g. WEEK × 1 */
  interval: string | null;
  intervalCount: number | null;
  nextBillingDate: string | null;
  amount: string | null;
  currency: string | null;
  createdAt: string | null;
  /** The shop order that started it ("#1001"). */
  orderName: string | null;
}

export interface ContractLine {
  productId: string | null;
  variantId: string | null;
  title: string | null;
  quantity: number;
}

export interface ContractQuery {
  page: number;
  size: number;
  status?: ContractStatus | undefined;
  email?: string | undefined;
}

/**
 * The subscription service (ADR 061): `live` reads and changes the contracts at the provider; `local` has no
 * provider (nothing to list, and a status change is refused as not connected).
 */
export interface SubscriptionService {
  mode: 'local' | 'live';
  list(query: ContractQuery): Promise<SubscriptionContract[]>;
  get(contractId: number): Promise<SubscriptionContract & { lines: ContractLine[] }>;
  setStatus(contractId: number, status: ContractStatus): Promise<void>;
}

export class SubscriptionsNotConnectedError extends Error {
  override name = 'SubscriptionsNotConnectedError';
}
