import { canMoveCourierOrder, type CourierOrderStatus } from '@brigade/domain/logistics/tracking-flow';
import { messages } from '@brigade/domain/messages/catalogue';
import type { CourierOrderView } from '@brigade/domain/schemas/dispatch';
import { CourierNotConnectedError, type CourierService } from '../../integrations/courier/port.ts';
import { businessRule } from '../../lib/errors.ts';
import { ProviderError } from '../../lib/provider-call.ts';
import type { AuditService } from '../audit/service.ts';
import type { IntegrationsService } from '../integrations/service.ts';
import { toCourierOrderView } from './mapping.ts';

interface Deps {
  audit: AuditService;
  courier: CourierService;
  integrations: IntegrationsService;
}

/**
 * The external logistics service's orders ('/luckabox', ADR 066): a date's orders, one order, and a status
 * change the service's own order statuses allow. In local mode there is no outside courier: nothing to list,
 * and reading or changing an order is a clear 422.
 */
export function createCourierOrdersService(deps: Deps) {
  const { courier } = deps;

  /** Runs a call to the service, recording its outcome; "not connected" becomes a clear 422. */
  async function outside<T>(work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      if (courier.mode === 'live') await deps.integrations.succeeded('courier');
      return result;
    } catch (error) {
      if (error instanceof CourierNotConnectedError) throw businessRule(messages.courierNotConnected);
      // The service refusing what we asked (a status change, an order) is our request, not its failure.
      if (!(error instanceof ProviderError && error.statusCode === 422)) {
        await deps.integrations.failed('courier', error instanceof Error ? error.message : String(error));
      }
      throw error;
    }
  }

  return {
    async list(date: string): Promise<{ mode: CourierService['mode']; orders: CourierOrderView[] }> {
      const orders = await outside(() => courier.list(date));
      return { mode: courier.mode, orders: orders.map(toCourierOrderView) };
    },

    get: async (id: string): Promise<CourierOrderView> =>
      toCourierOrderView(await outside(() => courier.get(id))),

    async setStatus(actorId: number, id: string, status: CourierOrderStatus): Promise<CourierOrderView> {
      const current = await outside(() => courier.get(id));
      if (!canMoveCourierOrder(current.status, status)) throw businessRule(messages.courierStatusTransition);
      const changed = await outside(() => courier.setStatus(id, status)).catch((error: unknown) => {
        // The service saw another status meanwhile and refused: the same rule, in the catalogue's words.
        if (error instanceof ProviderError && error.statusCode === 422) {
          throw businessRule(messages.courierStatusTransition);
        }
        throw error;
      });
      await deps.audit.record({
        userId: actorId,
        action: 'update',
        entity: 'courier_order',
        entityId: id,
        change: {
          reference: current.reference,
          date: current.date,
          from: current.status,
          to: changed.status,
        },
      });
      return toCourierOrderView(changed);
    },
  };
}

export type CourierOrdersService = ReturnType<typeof createCourierOrdersService>;
