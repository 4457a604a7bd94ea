/**
 * Text as allergen matching compares it: lower case, punctuation as spaces, single spaces, trimmed.
 * Letters with accents stay as they are ('nüsse' is not 'nusse').
 */
export function normaliseWords(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const MIN_GENERATED_LENGTH = 3;

/** The singular of one English word: berries → berry, tomatoes → tomato, peaches → peach, nuts → nut. */
export function singularWord(word: string): string {
  const candidates: string[] = [];
  if (/[^aeiou]ies$/.test(word)) candidates.push(`${word.slice(0, -3)}y`);
  else if (/(oes|ches|shes|xes|sses|zes)$/.test(word)) candidates.push(word.slice(0, -2));
  else if (/[^su]s$/.test(word) && !/is$/.test(word)) candidates.push(word.slice(0, -1));
  const singular = candidates.find((c) => c.length >= MIN_GENERATED_LENGTH);
  return singular ?? word;
}

/** The plural of one English word: berry → berries, tomato → tomatoes, peach → peaches, nut → nuts. */
export function pluralWord(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(o|ch|sh|x|s|z)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/**
 * The forms a name is matched in (containment, singular and plural alike) — as
 * written, with every word singular, and with its last word plural when it is singular ('pine nut' →
 * pine nut, pine nuts; 'pine nuts' → pine nuts, pine nut). Empty text has no forms.
 */
export function wordVariants(text: string): string[] {
  const normalised = normaliseWords(text);
  if (!normalised) return [];
  const words = normalised.split(' ');
  const singular = words.map(singularWord).join(' ');
  const last = words[words.length - 1] as string;
  const forms = new Set([normalised, singular]);
  if (singularWord(last) === last) forms.add([...words.slice(0, -1), pluralWord(last)].join(' '));
  return [...forms];
}
