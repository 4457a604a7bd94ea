import { describe, expect, it } from 'vitest';
import { changedFields, changeValueText } from './change-diff.ts';

describe('changedFields', () => {
  it('lists only the fields an update changed, nested ones by path, without version and updated_at', () => {
    const change = {
      before: {
        name: 'Anna',
        city: 'Bern',
        version: 1,
        updated_at: 'a',
        address: { street: 'A 1', zip: '3000' },
      },
      after: {
        name: 'Anna',
        city: 'Thun',
        version: 2,
        updated_at: 'b',
        address: { street: 'B 2', zip: '3000' },
      },
    };
    expect(changedFields('update', change)).toEqual([
      { field: 'address.street', before: 'A 1', after: 'B 2' },
      { field: 'city', before: 'Bern', after: 'Thun' },
    ]);
  });

  it('does not count a field missing on one side and null on the other as changed', () => {
    expect(changedFields('update', { before: { a: 1 }, after: { a: 2, code: null } })).toEqual([
      { field: 'a', before: 1, after: 2 },
    ]);
  });

  it('shows a creation as every field after and a deletion as every field before', () => {
    expect(changedFields('create', { name: 'Nuts', tags: ['a'] })).toEqual([
      { field: 'name', before: undefined, after: 'Nuts' },
      { field: 'tags', before: undefined, after: ['a'] },
    ]);
    expect(changedFields('delete', { name: 'Nuts' })).toEqual([
      { field: 'name', before: 'Nuts', after: undefined },
    ]);
  });

  it('reads an upsert whose before is null, and a read entry as what it names', () => {
    expect(changedFields('create', { before: null, after: { a: 1 } })).toEqual([
      { field: 'a', before: undefined, after: 1 },
    ]);
    expect(changedFields('read', { via: 'customer', customer_ids: [1, 2] })).toEqual([
      { field: 'customer_ids', before: undefined, after: [1, 2] },
      { field: 'via', before: undefined, after: 'customer' },
    ]);
    expect(changedFields('login', null)).toEqual([]);
  });
});

describe('changeValueText', () => {
  it('writes nothing as empty, text as is and lists as JSON', () => {
    expect(changeValueText(null)).toBe('');
    expect(changeValueText(undefined)).toBe('');
    expect(changeValueText('x')).toBe('x');
    expect(changeValueText(false)).toBe('false');
    expect(changeValueText([1, 'a'])).toBe('[1,"a"]');
  });
});
