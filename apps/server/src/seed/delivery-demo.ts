import type { CourierType } from '@brigade/domain/schemas/delivery';
import type { CouriersService } from '../modules/delivery/couriers-service.ts';
import type { DeliveryTypesService } from '../modules/delivery/delivery-types-service.ts';
import type { PostcodesService } from '../modules/delivery/postcodes-service.ts';
import type { ZonesService } from '../modules/delivery/zones-service.ts';

export interface DeliveryDemoServices {
  couriers: CouriersService;
  deliveryTypes: DeliveryTypesService;
  zones: ZonesService;
  postcodes: PostcodesService;
}

/** One courier of each courier type, with the windows they deliver in. */
export const demoCouriers: { name: string; courier_type: CourierType; delivery_times: string[] }[] = [
  {
    name: 'Ultra Kurier Zürich',
    courier_type: 'ULTRA KURIER',
    delivery_times: ['06:00-09:00', '17:00-20:00'],
  },
  { name: 'Luckabox Express', courier_type: 'LUCKABOX', delivery_times: ['07:00-10:00', '18:00-21:00'] },
  { name: 'Pick-up at the kitchen', courier_type: 'PICKUP', delivery_times: ['11:00-14:00', '16:00-19:00'] },
  { name: 'Mailbox drop', courier_type: 'BRING TO MAILBOX', delivery_times: ['04:00-07:00'] },
  { name: 'Swiss Post A-Mail', courier_type: 'POST', delivery_times: ['08:00-12:00'] },
  { name: 'No time window', courier_type: 'NO TIME', delivery_times: [] },
  // Named for its company, so its orders are the rico team's run (ADR 065): the demo dispatcher's.
  { name: 'Rico', courier_type: 'LUCKABOX', delivery_times: ['17:30-20:30'] },
];

type Column = [courier: string, from: string | null, to: string | null];
const demoDeliveryTypes: { name: string; columns: Column[] }[] = [
  {
    name: 'City morning',
    columns: [
      ['Ultra Kurier Zürich', '06:00', '09:00'],
      ['Luckabox Express', '07:00', '10:00'],
      ['Pick-up at the kitchen', '11:00', '14:00'],
    ],
  },
  {
    name: 'City evening',
    columns: [
      ['Ultra Kurier Zürich', '17:00', '20:00'],
      ['Luckabox Express', '18:00', '21:00'],
    ],
  },
  {
    name: 'Regional mailbox',
    columns: [
      ['Mailbox drop', '04:00', '07:00'],
      ['Swiss Post A-Mail', '08:00', '12:00'],
    ],
  },
  {
    name: 'Company lunch',
    columns: [
      ['Ultra Kurier Zürich', '10:30', '12:00'],
      ['Luckabox Express', '11:00', '12:30'],
      ['No time window', null, null],
    ],
  },
  { name: 'Nationwide post', columns: [['Swiss Post A-Mail', null, null]] },
  {
    name: 'Evening by bike',
    columns: [
      ['Rico', '17:30', '20:30'],
      ['Ultra Kurier Zürich', '17:00', '20:00'],
    ],
  },
];

const demoZones: {
  zone: string;
  price_chf: number;
  type: string;
  company: string | null;
  courier: string | null;
  postcodes: [string, string][];
}[] = [
  {
    zone: 'ZH1',
    price_chf: 0,
    type: 'City morning',
    company: 'Company lunch',
    courier: 'Ultra Kurier Zürich',
    postcodes: [
      ['8001', 'Zürich'],
      ['8002', 'Zürich'],
      ['8003', 'Zürich'],
      ['8004', 'Zürich'],
      ['8005', 'Zürich'],
      ['8006', 'Zürich'],
      ['8008', 'Zürich'],
      ['8032', 'Zürich'],
      ['8037', 'Zürich'],
      ['8038', 'Zürich'],
      ['8041', 'Zürich'],
      ['8044', 'Zürich'],
      ['8045', 'Zürich'],
      ['8046', 'Zürich'],
      ['8047', 'Zürich'],
      ['8048', 'Zürich'],
      ['8049', 'Zürich'],
      ['8050', 'Zürich'],
      ['8051', 'Zürich'],
      ['8052', 'Zürich'],
      ['8053', 'Zürich'],
      ['8055', 'Zürich'],
      ['8057', 'Zürich'],
      ['8063', 'Zürich'],
      ['8064', 'Zürich'],
    ],
  },
  {
    zone: 'ZH2',
    price_chf: 5,
    type: 'City morning',
    company: 'Company lunch',
    courier: null,
    postcodes: [
      ['8102', 'Oberengstringen'],
      ['8104', 'Weiningen ZH'],
      ['8105', 'Regensdorf'],
      ['8106', 'Adlikon'],
      ['8107', 'Buchs ZH'],
      ['8134', 'Adliswil'],
      ['8135', 'Langnau am Albis'],
      ['8142', 'Uitikon Waldegg'],
      ['8143', 'Stallikon'],
      ['8152', 'Glattbrugg'],
      ['8153', 'Rümlang'],
      ['8302', 'Kloten'],
      ['8304', 'Wallisellen'],
      ['8305', 'Dietlikon'],
      ['8600', 'Dübendorf'],
      ['8602', 'Wangen bei Dübendorf'],
      ['8603', 'Schwerzenbach'],
      ['8604', 'Volketswil'],
      ['8606', 'Greifensee'],
      ['8700', 'Küsnacht ZH'],
      ['8702', 'Zollikon'],
      ['8703', 'Erlenbach ZH'],
      ['8704', 'Herrliberg'],
      ['8800', 'Thalwil'],
      ['8802', 'Kilchberg ZH'],
      ['8803', 'Rüschlikon'],
      ['8902', 'Urdorf'],
      ['8903', 'Birmensdorf ZH'],
      ['8952', 'Schlieren'],
      ['8953', 'Dietikon'],
      ['8954', 'Geroldswil'],
      ['8955', 'Oetwil an der Limmat'],
    ],
  },
  {
    zone: 'ZH3',
    price_chf: 9.5,
    type: 'City evening',
    company: 'Company lunch',
    courier: 'Luckabox Express',
    postcodes: [
      ['8180', 'Bülach'],
      ['8181', 'Höri'],
      ['8185', 'Winkel'],
      ['8192', 'Glattfelden'],
      ['8193', 'Eglisau'],
      ['8610', 'Uster'],
      ['8620', 'Wetzikon ZH'],
      ['8630', 'Rüti ZH'],
      ['8706', 'Meilen'],
      ['8708', 'Männedorf'],
      ['8712', 'Stäfa'],
      ['8713', 'Uerikon'],
      ['8804', 'Au ZH'],
      ['8805', 'Richterswil'],
      ['8810', 'Horgen'],
      ['8820', 'Wädenswil'],
      ['8910', 'Affoltern am Albis'],
      ['8912', 'Obfelden'],
      ['8915', 'Hausen am Albis'],
      ['8932', 'Mettmenstetten'],
      ['8957', 'Spreitenbach'],
      ['8964', 'Rudolfstetten'],
    ],
  },
  {
    zone: 'WIN',
    price_chf: 12,
    type: 'Regional mailbox',
    company: null,
    courier: 'Mailbox drop',
    postcodes: [
      ['8400', 'Winterthur'],
      ['8404', 'Winterthur'],
      ['8405', 'Winterthur'],
      ['8406', 'Winterthur'],
      ['8408', 'Winterthur'],
      ['8409', 'Winterthur'],
      ['8352', 'Elsau'],
      ['8353', 'Elgg'],
      ['8413', 'Neftenbach'],
      ['8472', 'Seuzach'],
      ['8474', 'Dinhard'],
      ['8307', 'Effretikon'],
      ['8310', 'Kemptthal'],
      ['8315', 'Lindau'],
    ],
  },
  {
    zone: 'ZUG',
    price_chf: 14,
    type: 'Evening by bike',
    company: null,
    courier: 'Rico',
    postcodes: [
      ['6300', 'Zug'],
      ['6312', 'Steinhausen'],
      ['6330', 'Cham'],
      ['6340', 'Baar'],
      ['6343', 'Rotkreuz'],
      ['8840', 'Einsiedeln'],
      ['8853', 'Lachen SZ'],
      ['8808', 'Pfäffikon SZ'],
    ],
  },
  {
    zone: 'POST',
    price_chf: 19.9,
    type: 'Nationwide post',
    company: null,
    courier: 'Swiss Post A-Mail',
    postcodes: [
      ['3011', 'Bern'],
      ['4051', 'Basel'],
      ['6003', 'Luzern'],
      ['9000', 'St. Gallen'],
      ['5000', 'Aarau'],
      ['1201', 'Genève'],
      ['1003', 'Lausanne'],
      ['7000', 'Chur'],
    ],
  },
];

/** Postcodes near the area that no zone covers yet: they show in the UNKNOWN zone. */
const unassigned: [string, string][] = [
  ['8200', 'Schaffhausen'],
  ['8500', 'Frauenfeld'],
  ['8750', 'Glarus'],
];

/** Demo mode only: couriers, delivery types, Zürich-area zones with CHF prices and ~120 postcodes. */
export async function seedDeliveryDemo(services: DeliveryDemoServices, actorId: number | null) {
  const { couriers, deliveryTypes, zones, postcodes } = services;
  const courierIds = new Map<string, number>();
  for (const courier of demoCouriers) {
    courierIds.set(courier.name, (await couriers.create(actorId, courier)).courier_id);
  }
  const typeIds = new Map<string, number>();
  for (const type of demoDeliveryTypes) {
    const columns = Object.fromEntries(
      type.columns.flatMap(([courier, from, to], i) => [
        [`courier_${i + 1}`, courierIds.get(courier)!],
        [`courier_${i + 1}_from`, from],
        [`courier_${i + 1}_to`, to],
      ]),
    );
    typeIds.set(
      type.name,
      (await deliveryTypes.create(actorId, { name: type.name, ...columns })).delivery_type_id,
    );
  }
  for (const zone of demoZones) {
    const created = await zones.create(actorId, {
      zone: zone.zone,
      price_chf: zone.price_chf,
      delivery_type_id: typeIds.get(zone.type)!,
      delivery_type_id_company: zone.company ? typeIds.get(zone.company)! : null,
      default_courier_id: zone.courier ? courierIds.get(zone.courier)! : null,
    });
    for (const [postcode, place] of zone.postcodes) {
      await postcodes.create(actorId, { postcode, place, postcode_zone_id: created.postcode_zone_id });
    }
  }
  for (const [postcode, place] of unassigned) {
    await postcodes.create(actorId, { postcode, place, postcode_zone_id: -1 });
  }
}
