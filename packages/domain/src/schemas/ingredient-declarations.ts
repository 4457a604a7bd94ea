import { z } from 'zod';

/**
 * An allergen declaration (ADR 054): contains, may contain (traces) or free of it. An allergen with no
 * declaration is UNKNOWN; an ingredient is reviewed only when none is unknown.
 */
export const DECLARATION_KINDS = ['CONTAINS', 'MAY_CONTAIN', 'FREE'] as const;
export type DeclarationKind = (typeof DECLARATION_KINDS)[number];
export const DECLARATION_STATES = [...DECLARATION_KINDS, 'UNKNOWN'] as const;
export type DeclarationState = (typeof DECLARATION_STATES)[number];

/** One allergen of the catalogue as this ingredient declares it, with who declared it and when. */
export const ingredientDeclaration = z.object({
  allergen_id: z.number().int(),
  name: z.string(),
  name_de: z.string(),
  /** The allergen's Annex II code, null for one the kitchen added. */
  code: z.string().nullable(),
  state: z.enum(DECLARATION_STATES),
  /** The user who declared it; null when unknown, or for declarations older than who-declared-it. */
  declared_by: z.string().nullable(),
  declared_at: z.string().nullable(),
});
export type IngredientDeclaration = z.infer<typeof ingredientDeclaration>;
