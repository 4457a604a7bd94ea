import { describe, expect, it } from 'vitest';
import { parseCustomerNotes } from './customer-notes.ts';

describe('parseCustomerNotes', () => {
  it('parses JSON notes', () => {
    expect(parseCustomerNotes('[{"text":"Prefers mornings"}]')).toEqual([{ text: 'Prefers mornings' }]);
    expect(parseCustomerNotes('"plain"')).toBe('plain');
  });
  it('gives null for no notes', () => {
    expect(parseCustomerNotes(null)).toBeNull();
    expect(parseCustomerNotes(undefined)).toBeNull();
    expect(parseCustomerNotes('  ')).toBeNull();
  });
  it("refuses text that is not JSON with the old app's message", () => {
    expect(() => parseCustomerNotes('Prefers mornings')).toThrow(
      'There was an error loading the customer. Contact tech.',
    );
    expect(() => parseCustomerNotes('{"a":')).toThrow(
      'There was an error loading the customer. Contact tech.',
    );
  });
});
