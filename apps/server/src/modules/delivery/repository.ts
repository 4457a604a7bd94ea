import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryTypes, postcodeZones } from '../../db/schema/delivery.ts';
import { anyRow } from '../../lib/sql.ts';

// References between the delivery tables: a courier or delivery type in use stays (409 "in use").

/** Whether a delivery type column or a zone's default courier names this courier. */
export async function isCourierReferenced(db: Db, courierId: number): Promise<boolean> {
  const t = deliveryTypes;
  const [types, zones] = await Promise.all([
    db
      .select({ id: t.deliveryTypeId })
      .from(t)
      .where(
        or(
          eq(t.courier1, courierId),
          eq(t.courier2, courierId),
          eq(t.courier3, courierId),
          eq(t.courier4, courierId),
          eq(t.courier5, courierId),
        ),
      )
      .limit(1),
    db
      .select({ id: postcodeZones.postcodeZoneId })
      .from(postcodeZones)
      .where(eq(postcodeZones.defaultCourierId, courierId))
      .limit(1),
  ]);
  return types.length > 0 || zones.length > 0;
}

/** Whether a postcode zone uses this delivery type (for customers or for companies). */
export async function isDeliveryTypeReferenced(db: Db, id: number): Promise<boolean> {
  return anyRow(
    db,
    postcodeZones,
    or(eq(postcodeZones.deliveryTypeId, id), eq(postcodeZones.deliveryTypeIdCompany, id)),
  );
}
