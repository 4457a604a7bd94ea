import { addDays, isoWeekday, type IsoDate } from '@brigade/domain/calendar/iso-date';
import {
  frenchPlaces,
  frenchStreets,
  mobilePrefixes,
  nameGroupShares,
  placeCentres,
  townStreets,
  zurichStreets,
  type NameGroup,
} from './customers-demo-data.ts';

/** mulberry32: a small seeded PRNG, so the same N gives the same customers on every run. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** Integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** A name as the local part of an e-mail address: umlauts spelled out, accents and other signs dropped. */
export const ascii = (text: string) =>
  text
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

export function nameGroup(random: Random): NameGroup {
  let roll = random.int(1, 100);
  for (const [group, share] of nameGroupShares) {
    if (roll <= share) return group;
    roll -= share;
  }
  return 'de';
}

export function mobile(random: Random): string {
  const n = () => String(random.int(0, 9));
  return `${random.pick(mobilePrefixes)} ${n()}${n()}${n()} ${n()}${n()} ${n()}${n()}`;
}

export function coordinates(random: Random, place: string, spread: number): [number, number] {
  const [lat, lng] = placeCentres[place] ?? placeCentres['Zürich']!;
  const jitter = () => (random.next() - 0.5) * 2 * spread;
  return [Math.round((lat + jitter()) * 1e6) / 1e6, Math.round((lng + jitter()) * 1e6) / 1e6];
}

export function streetFor(random: Random, place: string): string {
  const list = place === 'Zürich' ? zurichStreets : frenchPlaces.has(place) ? frenchStreets : townStreets;
  const number = random.int(1, place === 'Zürich' ? 250 : 80);
  const suffix = random.chance(0.06) ? random.pick(['a', 'b']) : '';
  // Swiss addresses put the number after the street, in French-speaking places too.
  return `${random.pick(list)} ${number}${suffix}`;
}

export const mondayOf = (date: IsoDate) => addDays(date, 1 - isoWeekday(date));

export const timestamp = (date: IsoDate, hour: number) =>
  new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
