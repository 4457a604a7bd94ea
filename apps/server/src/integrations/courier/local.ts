import { CourierNotConnectedError, type CourierOrder, type CourierService } from './port.ts';

/**
 * No outside courier: Brigade's own tracking is the courier (the drivers' app). An order is accepted as it is
 * sent (its id `local:{reference}`) and not kept; there is nothing to list or to change at a courier.
 */
export function createLocalCourier(): CourierService {
  const accepted = (input: Omit<CourierOrder, 'id' | 'status' | 'updatedAt'>): CourierOrder => ({
    ...input,
    id: `local:${input.reference}`,
    status: 'accepted',
    updatedAt: null,
  });
  const notConnected = async (): Promise<never> => {
    throw new CourierNotConnectedError('the external logistics service is not connected (local mode)');
  };
  return {
    mode: 'local',
    list: async () => [],
    get: notConnected,
    create: async (input) => accepted(input),
    update: async (_id, input) => accepted(input),
    remove: async () => undefined,
    setStatus: notConnected,
  };
}
