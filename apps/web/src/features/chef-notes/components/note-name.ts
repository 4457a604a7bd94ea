import type { ChefIngredientNote } from '@brigade/domain/schemas/chef-notes';

/** The ingredient's name in the user's language (the German one when there is one). */
export const noteName = (note: Pick<ChefIngredientNote, 'name' | 'name_de'>, language: string) =>
  language === 'de' && note.name_de ? note.name_de : note.name;

/** The list order that matches the names shown. */
export const nameSort = (language: string) => (language === 'de' ? 'name_de' : 'name');
