import { formatIdentcode, FRANKING_ZONES, type FrankingZone } from '@brigade/domain/postal/identcode';
import type { PostalLabelView, PostalValidation } from '@brigade/domain/schemas/postal';
import type { AddressCheck, LabelData, LabelParty } from '../../integrations/postal/port.ts';
import type { PostalLabelRow } from './repository.ts';

const zoneOf = (value: string): FrankingZone => FRANKING_ZONES.find((z) => z === value) ?? 'standard';

export function toPostalLabel(row: PostalLabelRow): PostalLabelView {
  const recipient = row.recipient as LabelParty;
  return {
    label_id: row.labelId,
    date: row.date,
    code: row.code,
    order_ids: row.orderIds,
    item_id: row.itemId,
    identcode: row.identcode,
    identcode_text: formatIdentcode(row.identcode),
    mode: row.mode === 'live' ? 'live' : 'local',
    franking_zone: zoneOf(row.frankingZone),
    recipient: {
      name: recipient.name,
      company: recipient.company ?? null,
      street: recipient.street,
      postcode: recipient.postcode,
      city: recipient.city,
    },
    weight_grams: row.weightGrams,
    created_at: row.createdAt.toISOString(),
  };
}

/** A kept label as the service draws it again (a day's sheet). */
export function toLabelData(row: PostalLabelRow): LabelData {
  return {
    itemId: row.itemId,
    date: row.date,
    zone: zoneOf(row.frankingZone),
    sender: row.sender as LabelParty,
    recipient: row.recipient as LabelParty,
    weightGrams: row.weightGrams,
    identcode: row.identcode,
  };
}

export function toPostalValidation(check: AddressCheck): PostalValidation {
  const { street, houseNumber, postcode, city } = check.address;
  return {
    quality: check.quality,
    address: { street, house_number: houseNumber, postcode, city },
    messages: check.messages,
  };
}
