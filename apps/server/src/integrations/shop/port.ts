/**
 * The shop platform (ADR 058). Orders reach Brigade by webhook in every mode; `live` can also read them from
 * the shop's Admin API (catching up after an outage), `local` cannot (there is no shop to ask).
 */
export interface ShopService {
  mode: 'local' | 'live';
  /** Orders created or changed since `since`, one page (up to 250) at a time; raw, as the shop sends them. */
  ordersSince(since: Date): AsyncIterable<unknown[]>;
  /** One order as the shop has it now. */
  getOrder(id: number): Promise<unknown>;
}

export class ShopNotConnectedError extends Error {
  override name = 'ShopNotConnectedError';
}
