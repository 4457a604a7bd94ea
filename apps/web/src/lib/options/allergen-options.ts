import { useQuery } from '@tanstack/react-query';
import { allergenList } from '@brigade/domain/schemas/allergens';
import { optionList } from './option-list.ts';

/** Every write to /allergens invalidates this key. */
export const allergenOptionsKey = ['options', 'allergens'] as const;

/** The allergens and dislikes (by name) that health, recipe and ingredient pickers choose from. */
export function useAllergenOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...optionList(allergenOptionsKey, '/allergens', allergenList, 'name'), enabled });
}
