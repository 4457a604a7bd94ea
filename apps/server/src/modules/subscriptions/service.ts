import { messages } from '@brigade/domain/messages/catalogue';
import { orderListQuery } from '@brigade/domain/schemas/orders';
import type { SubscriptionDetail, SubscriptionList } from '@brigade/domain/schemas/subscriptions';
import type { SubscriptionStatus } from '@brigade/domain/orders/subscription-status';
import {
  SubscriptionsNotConnectedError,
  type ContractQuery,
  type SubscriptionService,
} from '../../integrations/subscriptions/port.ts';
import { businessRule } from '../../lib/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { CustomersService } from '../customers/service.ts';
import type { IntegrationsService } from '../integrations/service.ts';
import type { OrdersService } from '../orders/service.ts';
import { toContractDetail, toContractView } from './mapping.ts';

interface Deps {
  audit: AuditService;
  subscriptions: SubscriptionService;
  customers: Pick<CustomersService, 'findIdByEmail'>;
  orders: Pick<OrdersService, 'list' | 'applySubscriptionStatus'>;
  integrations: IntegrationsService;
}

/**
 * The subscription tool (ADR 061): the service's contracts, each linked to our customer by e-mail, and status
 * changes (pause, resume, cancel) made at the service and then applied to the customer's subscription orders.
 */
export function createSubscriptionsService(deps: Deps) {
  const { subscriptions, customers, orders } = deps;

  /** Runs a call to the service, recording its outcome; "not connected" becomes a clear 422. */
  async function outside<T>(work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      if (subscriptions.mode === 'live') await deps.integrations.succeeded('subscriptions');
      return result;
    } catch (error) {
      if (error instanceof SubscriptionsNotConnectedError)
        throw businessRule(messages.subscriptionsNotConnected);
      await deps.integrations.failed('subscriptions', error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  const customerOf = async (email: string | null) =>
    email ? ((await customers.findIdByEmail(email)) ?? null) : null;

  async function ordersOf(customerId: number | null) {
    if (customerId === null) return [];
    const { items } = await orders.list(
      orderListQuery.parse({ customer_id: String(customerId), include_cancelled: 'true', length: '100' }),
    );
    return items;
  }

  async function detail(contractId: number, changed: number[] = []): Promise<SubscriptionDetail> {
    const contract = await outside(() => subscriptions.get(contractId));
    const customerId = await customerOf(contract.customerEmail);
    return toContractDetail(contract, customerId, await ordersOf(customerId), changed);
  }

  return {
    async list(query: ContractQuery): Promise<SubscriptionList> {
      const contracts = await outside(() => subscriptions.list(query));
      const views = await Promise.all(
        contracts.map(async (c) => toContractView(c, await customerOf(c.customerEmail))),
      );
      return {
        connected: subscriptions.mode === 'live',
        contracts: views,
        page: query.page,
        has_more: contracts.length === query.size,
      };
    },

    get: (contractId: number) => detail(contractId),

    async setStatus(
      actorId: number,
      contractId: number,
      status: SubscriptionStatus,
    ): Promise<SubscriptionDetail> {
      const contract = await outside(() => subscriptions.get(contractId));
      await outside(() => subscriptions.setStatus(contractId, status));
      const customerId = await customerOf(contract.customerEmail);
      const changed =
        customerId === null ? [] : await orders.applySubscriptionStatus(actorId, customerId, status);
      await deps.audit.record({
        userId: actorId,
        action: 'update',
        entity: 'subscription',
        entityId: contractId,
        change: { from: contract.status, to: status, orders: changed },
      });
      return detail(contractId, changed);
    },
  };
}

export type SubscriptionsModuleService = ReturnType<typeof createSubscriptionsService>;
