import type { Allergen, AllergenBlock } from '@brigade/domain/schemas/allergens';
import type { AllergenRow } from './repository.ts';
import type { AllergenBlockRow } from './blocks-repository.ts';

export function toAllergen(row: AllergenRow): Allergen {
  return {
    allergen_id: row.allergenId,
    name: row.name,
    name_de: row.nameDe,
    code: row.code,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toAllergenBlock(row: AllergenBlockRow): AllergenBlock {
  return {
    allergen_block_id: row.allergenBlockId,
    subject: row.subject,
    test: row.test,
    created_at: row.createdAt.toISOString(),
  };
}
