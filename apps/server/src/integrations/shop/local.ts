import { ShopNotConnectedError, type ShopService } from './port.ts';

/** No shop API configured: orders come only by webhook, and a pull says the shop is not connected. */
export function createLocalShop(): ShopService {
  const refuse = () => {
    throw new ShopNotConnectedError('the shop API is not configured');
  };
  return {
    mode: 'local',
    // eslint-disable-next-line require-yield -- refuses before the first page
    async *ordersSince() {
      refuse();
    },
    getOrder: async () => refuse(),
  };
}
