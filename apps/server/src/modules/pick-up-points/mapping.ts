import type { CreatePickUpPoint, PickUpPoint } from '@brigade/domain/schemas/pick-up-points';
import type { PickUpPointRow, PickUpPointValues } from './repository.ts';

export function toPickUpPoint(row: PickUpPointRow): PickUpPoint {
  return {
    pick_up_point_id: row.pickUpPointId,
    name: row.name,
    description: row.description,
    client_facing_name: row.clientFacingName,
    client_facing_description: row.clientFacingDescription,
    price_chf: Number(row.priceChf), // numeric comes back as text
    company: row.company,
    street: row.street,
    co: row.co,
    postcode: row.postcode,
    city: row.city,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toPickUpPointValues(input: CreatePickUpPoint): PickUpPointValues {
  return {
    name: input.name,
    description: input.description,
    clientFacingName: input.client_facing_name,
    clientFacingDescription: input.client_facing_description,
    priceChf: input.price_chf.toFixed(2),
    company: input.company,
    street: input.street,
    co: input.co,
    postcode: input.postcode,
    city: input.city,
  };
}
