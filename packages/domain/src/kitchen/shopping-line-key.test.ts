import { describe, expect, it } from 'vitest';
import { shoppingLineKey, unconvertedLineKey } from './shopping-line-key.ts';

const spec = {
  ingredient_spec_suppliers_id: 7,
  supplier_id: 2,
  supplier_name: 'Bio Partner',
  pack_size: 5,
  pack_unit: 'kg',
  price_chf: 12.5,
  is_default: true,
};

describe('shoppingLineKey', () => {
  it('names the ingredient and the spec it is bought from', () => {
    expect(shoppingLineKey({ ingredient_id: 12, spec })).toBe('12-7');
    expect(shoppingLineKey({ ingredient_id: 12, spec: null })).toBe('12-none');
  });

  it('keys an unconverted quantity by its unit', () => {
    expect(unconvertedLineKey({ ingredient_id: 3, unit: 'tbsp' })).toBe('3-u-tbsp');
  });
});
