import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { allergens } from '../db/schema/allergens.ts';
import { chatPreferences, pickUpPoints } from '../db/schema/controls.ts';
import { deliveryTypes, postcodes, postcodeZones } from '../db/schema/delivery.ts';
import { users } from '../db/schema/users.ts';

export interface Place {
  postcode: string;
  place: string;
  deliveryTypeId: number | null;
  companyDeliveryTypeId: number | null;
}

/** What the customer demo reads from the database: the rows of the Controls and delivery demo. */
export interface DemoReferences {
  allergenIds: number[];
  chatPrefs: string[];
  pickUpPoints: { id: number; postcode: string }[];
  deliveryTypeIds: number[];
  places: Place[];
  superUserId: number | null;
}

export async function loadReferences(db: Db): Promise<DemoReferences> {
  const [allergenRows, chatRows, pickUpRows, typeRows, placeRows, superRows] = await Promise.all([
    db.select({ id: allergens.allergenId }).from(allergens).orderBy(asc(allergens.allergenId)),
    db
      .select({ code: chatPreferences.code })
      .from(chatPreferences)
      .orderBy(asc(chatPreferences.chatPreferenceId)),
    db
      .select({ id: pickUpPoints.pickUpPointId, postcode: pickUpPoints.postcode })
      .from(pickUpPoints)
      .orderBy(asc(pickUpPoints.pickUpPointId)),
    db
      .select({ id: deliveryTypes.deliveryTypeId })
      .from(deliveryTypes)
      .orderBy(asc(deliveryTypes.deliveryTypeId)),
    db
      .select({
        postcode: postcodes.postcode,
        place: postcodes.place,
        deliveryTypeId: postcodeZones.deliveryTypeId,
        companyDeliveryTypeId: postcodeZones.deliveryTypeIdCompany,
      })
      .from(postcodes)
      .innerJoin(postcodeZones, eq(postcodes.postcodeZoneId, postcodeZones.postcodeZoneId))
      .where(isNotNull(postcodes.postcodeZoneId))
      .orderBy(asc(postcodes.postcode)),
    db.select({ id: users.userId }).from(users).where(eq(users.username, 'super')),
  ]);
  return {
    allergenIds: allergenRows.map((r) => r.id),
    chatPrefs: chatRows.length > 0 ? chatRows.map((r) => r.code) : ['GROUP'],
    pickUpPoints: pickUpRows,
    deliveryTypeIds: typeRows.map((r) => r.id),
    // Without the delivery demo the customers still get addresses (and orders without a delivery type).
    places:
      placeRows.length > 0
        ? placeRows
        : [{ postcode: '8001', place: 'Zürich', deliveryTypeId: null, companyDeliveryTypeId: null }],
    superUserId: superRows[0]?.id ?? null,
  };
}
