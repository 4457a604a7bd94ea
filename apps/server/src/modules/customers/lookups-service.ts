import { businessDate } from '@brigade/domain/calendar/business-date';
import { formatPhone } from '@brigade/domain/customers/phone';
import type {
  AddressResidents,
  CustomerAddressList,
  CustomerSummary,
  FoundCustomers,
} from '@brigade/domain/schemas/lookups';
import { notFound } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import * as repo from './lookups-repository.ts';
import { recordHealthRead } from './health-reads.ts';
import { customerName, toAddress } from './mapping.ts';

const toCustomerAddress = (row: repo.CustomerAddressRow) => ({
  ...toAddress(row.address),
  customer_id: row.address.customerId,
  customer_name: customerName(row),
});

/**
 * The look-ups of spec §7 (addresses by ids, by postcodes, with the customers of their building; customers by
 * ids) and the customer's dashboard summary (ADR 075).
 */
export function createCustomerLookupsService({ db, clock, audit }: Pick<CoreDeps, 'db' | 'clock' | 'audit'>) {
  return {
    async addressesByIds(ids: number[]): Promise<CustomerAddressList> {
      return { items: (await repo.addressesByIds(db, ids)).map(toCustomerAddress) };
    },

    async addressesByPostcodes(postcodes: string[]): Promise<CustomerAddressList> {
      return { items: (await repo.addressesByPostcodes(db, postcodes)).map(toCustomerAddress) };
    },

    /** Each address asked for, with every customer whose address is in the same building (its own marked). */
    async residents(addressIds: number[]): Promise<AddressResidents> {
      const rows = await repo.addressesInBuildingsOf(db, addressIds);
      const asked = rows.filter((r) => addressIds.includes(r.address.addressId));
      const items = addressIds.flatMap((id) => {
        const own = asked.find((r) => r.address.addressId === id);
        if (!own) return [];
        const seen = new Set<number>();
        const customers = rows
          .filter(
            (r) => r.key === own.key && !seen.has(r.address.customerId) && seen.add(r.address.customerId),
          )
          .map((r) => ({
            customer_id: r.address.customerId,
            name: customerName(r),
            address_id: r.address.addressId,
            active: r.active,
            own: r.address.customerId === own.address.customerId,
          }));
        return [{ address: toCustomerAddress(own), customers }];
      });
      return { items };
    },

    async customersByIds(ids: number[]): Promise<FoundCustomers> {
      const rows = await repo.customersByIds(db, ids);
      return {
        items: rows.map((c) => ({
          customer_id: c.customerId,
          first_name: c.firstName,
          last_name: c.lastName,
          name: customerName(c),
          email: c.email,
          phone: formatPhone(c.phoneCc, c.phoneNumber),
          active: c.active,
        })),
      };
    },

    /** Its allergy and dislike counts tell of the customer's health: the read is audited like the page's. */
    async summary(actorId: number, customerId: number): Promise<CustomerSummary> {
      const found = await repo.summaryOf(db, customerId, businessDate(clock()));
      if (!found) throw notFound();
      await recordHealthRead(audit, actorId, {
        via: 'customer summary',
        key: customerId,
        customerIds: [customerId],
      });
      const { customer, figures, current, listedAllergies } = found;
      return {
        customer_id: customerId,
        orders_total: figures.total,
        orders_cancelled: figures.cancelled,
        first_start_date: figures.first,
        // An order without an end runs on: no last date yet.
        last_end_date: figures.open > 0 ? null : figures.last,
        current_order: current
          ? {
              order_id: current.orderId,
              type: current.type,
              is_flex: current.isFlex,
              is_subscription: current.isSubscription,
              start_date: current.startDate,
              end_date: current.endDate,
            }
          : null,
        allergy_count: listedAllergies + customer.other.length,
        dislike_count: customer.dislikes.length,
        last_contacted: customer.lastContacted,
      };
    },
  };
}

export type CustomerLookupsService = ReturnType<typeof createCustomerLookupsService>;
