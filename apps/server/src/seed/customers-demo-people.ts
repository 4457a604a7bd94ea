import { addDays } from '@brigade/domain/calendar/iso-date';
import {
  deliveryInstructionTexts,
  dislikeWords,
  firstNames,
  howHeardOptions,
  lastNames,
  mailDomains,
  noteTexts,
  otherAllergenWords,
  otherWarningWords,
  specialRequirementTexts,
} from './customers-demo-data.ts';
import type { PlanContext, PlannedAddress, PlannedCustomer } from './customers-demo-model.ts';
import { ascii, coordinates, mobile, nameGroup, streetFor, type Random } from './customers-demo-random.ts';
import type { Place } from './customers-demo-references.ts';

// Every helper here draws from the one PRNG: the order of the calls is part of the demo's determinism.

type Identity = ReturnType<typeof planIdentity>;
type Whereabouts = ReturnType<typeof planWhereabouts>;
type Health = ReturnType<typeof planHealth>;

function planIdentity(random: Random, emails: Set<string>) {
  const group = nameGroup(random);
  const female = random.chance(0.52);
  const firstName = random.pick(female ? firstNames[group].f : firstNames[group].m);
  const lastName = random.pick(lastNames[group]);
  let local = `${ascii(firstName)}.${ascii(lastName)}`;
  const domain = random.pick(mailDomains);
  if (emails.has(`${local}@${domain}`)) local = `${local}${random.int(1, 99)}`;
  while (emails.has(`${local}@${domain}`)) local = `${local}${random.int(0, 9)}`;
  const email = `${local}@${domain}`;
  emails.add(email);
  return { firstName, lastName, email, phone: mobile(random) };
}

/** Two in every 12 customers work at one of the offices (group members, delivered there); some pick up. */
function planWhereabouts(ctx: PlanContext, i: number) {
  const { random, refs, offices } = ctx;
  const officeIndex = i % 12 === 3 || i % 12 === 4 ? Math.floor(i / 12) % offices.length : null;
  const office = officeIndex === null ? null : offices[officeIndex]!;
  const pickUp = office === null && refs.pickUpPoints.length > 0 && random.chance(0.06);
  const pickUpPoint = pickUp ? random.pick(refs.pickUpPoints) : null;
  return { officeIndex, office, pickUp, pickUpPoint, isOffice: office !== null && office.company !== '' };
}

function planBilling(ctx: PlanContext, i: number, name: string): { home: Place; billing: PlannedAddress } {
  const { random } = ctx;
  const home = random.pick(ctx.refs.places);
  const noCoordinates = i % 30 === 7; // a few, so 'Unable to determine coordinates' shows
  const [lat, lng] = coordinates(random, home.place, home.place === 'Zürich' ? 0.025 : 0.008);
  const billing: PlannedAddress = {
    name,
    phone: '',
    company: '',
    street: streetFor(random, home.place),
    co: random.chance(0.04) ? `c/o ${random.pick(lastNames.de)}` : '',
    postcode: home.postcode,
    city: home.place,
    email: '',
    instruction: '',
    isDelivery: false,
    latitude: noCoordinates ? null : lat,
    longitude: noCoordinates ? null : lng,
  };
  return { home, billing };
}

/** The office's address for office members; else, for about 3 in 10, work or a partner's flat. */
function planDelivery(
  ctx: PlanContext,
  { billing, home }: { billing: PlannedAddress; home: Place },
  { office, pickUp }: Whereabouts,
): { delivery: PlannedAddress | null; deliveryPlace: Place } {
  const { random, refs, placeOf } = ctx;
  if (office) {
    const [olat, olng] = coordinates(random, office.city, 0.0004);
    const delivery = {
      ...billing,
      company: office.company,
      street: office.street,
      co: '',
      postcode: office.postcode,
      city: office.city,
      instruction: office.company ? 'Reception, ask for the Brigade shelf' : '',
      isDelivery: true,
      latitude: olat,
      longitude: olng,
    };
    return { delivery, deliveryPlace: placeOf(office.postcode) };
  }
  if (pickUp || !random.chance(0.3)) return { delivery: null, deliveryPlace: home };
  // Mostly in Zürich.
  const deliveryPlace = random.chance(0.7)
    ? placeOf(random.pick(['8001', '8004', '8005', '8008', '8032', '8050']))
    : random.pick(refs.places);
  const [dlat, dlng] = coordinates(random, deliveryPlace.place, 0.02);
  const missing = random.chance(0.04);
  const delivery = {
    ...billing,
    company: random.chance(0.4)
      ? `${random.pick(lastNames.de)} ${random.pick(['AG', 'GmbH', '& Partner'])}`
      : '',
    street: streetFor(random, deliveryPlace.place),
    co: '',
    postcode: deliveryPlace.postcode,
    city: deliveryPlace.place,
    instruction: random.chance(0.3) ? random.pick(deliveryInstructionTexts) : '',
    isDelivery: true,
    latitude: missing ? null : dlat,
    longitude: missing ? null : dlng,
  };
  return { delivery, deliveryPlace };
}

/** About 1 in 5 has allergens or warnings from the list; fewer have other allergens, warnings or dislikes. */
function planHealth({ random, refs }: PlanContext) {
  const allergens: PlannedCustomer['allergens'] = [];
  if (refs.allergenIds.length > 0 && random.chance(0.2)) {
    const picked = new Set<number>();
    for (let k = random.int(1, 3); k > 0; k--) picked.add(random.pick(refs.allergenIds));
    for (const allergenId of picked) allergens.push({ allergenId, kind: 'ALLERGY' });
    if (random.chance(0.3)) {
      const warning = random.pick(refs.allergenIds);
      if (!picked.has(warning)) allergens.push({ allergenId: warning, kind: 'WARNING' });
    }
  }
  const otherAllergens = random.chance(0.06) ? [random.pick(otherAllergenWords)] : [];
  const otherWarnings = random.chance(0.04) ? [random.pick(otherWarningWords)] : [];
  const dislikes = random.chance(0.25)
    ? [...new Set([random.pick(dislikeWords), random.pick(dislikeWords)])].slice(0, random.int(1, 2))
    : [];
  return { allergens, otherAllergens, otherWarnings, dislikes };
}

function planCustomerRow(
  ctx: PlanContext,
  who: Identity,
  { pickUp, pickUpPoint, isOffice }: Whereabouts,
  health: Health,
  hasDelivery: boolean,
): PlannedCustomer['row'] {
  const { random, refs, today } = ctx;
  const age = random.int(19, 68);
  const dob = random.chance(0.85)
    ? `${Number(today.slice(0, 4)) - age}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`
    : null;
  const notes = random.chance(0.25)
    ? JSON.stringify({
        text: random.pick(noteTexts),
        date: addDays(today, -random.int(3, 200)),
        author: 'super',
      })
    : '{}';
  const created = ctx.createdBefore(addDays(today, -random.int(10, 900)), random.int(6, 20));
  return {
    firstName: who.firstName,
    lastName: who.lastName,
    email: who.email,
    phoneCc: '41',
    phoneNumber: who.phone,
    dob,
    useBilling: !hasDelivery,
    pickUp,
    pickUpPointId: pickUpPoint?.id ?? null,
    isOffice,
    chatPref: random.chance(0.5) ? refs.chatPrefs[0]! : random.pick(refs.chatPrefs),
    howHear: random.pick(howHeardOptions),
    newsletter: random.chance(0.7),
    workshopInterest: random.chance(0.3),
    cutlery: random.chance(0.2),
    paymentMethodDefault: random.chance(0.85) ? 'STRIPE' : 'INVOICE',
    lastContacted: random.chance(0.4) ? addDays(today, -random.int(1, 120)) : null,
    prospective: random.chance(0.03),
    otherAllergens: health.otherAllergens,
    otherWarnings: health.otherWarnings,
    dislikes: health.dislikes,
    specialRequirements: random.chance(0.05) ? random.pick(specialRequirementTexts) : '',
    notes,
    deliveryInstructions:
      !hasDelivery && !pickUp && random.chance(0.2) ? random.pick(deliveryInstructionTexts) : '',
    pickUpNotes: pickUp && random.chance(0.4) ? 'Collects after work, around 18:00.' : '',
    active: random.chance(0.97),
    createdAt: created,
    updatedAt: created,
  };
}

/** One demo customer: name, addresses, health profile and the delivery type of their zone. */
export function planCustomer(ctx: PlanContext, i: number, emails: Set<string>): PlannedCustomer {
  const who = planIdentity(ctx.random, emails);
  const where = planWhereabouts(ctx, i);
  const home = planBilling(ctx, i, `${who.firstName} ${who.lastName}`);
  const { delivery, deliveryPlace } = planDelivery(ctx, home, where);
  const health = planHealth(ctx);
  return {
    row: planCustomerRow(ctx, who, where, health, delivery !== null),
    groupIndex: where.officeIndex,
    billing: home.billing,
    delivery,
    allergens: health.allergens,
    zoneDeliveryTypeId: where.pickUpPoint
      ? ctx.placeOf(where.pickUpPoint.postcode).deliveryTypeId
      : where.isOffice
        ? (deliveryPlace.companyDeliveryTypeId ?? deliveryPlace.deliveryTypeId)
        : deliveryPlace.deliveryTypeId,
  };
}
