import { describe, expect, it } from 'vitest';
import { createSpecialProgrammeRequest } from './special-programme.ts';

const messages = (input: unknown) =>
  createSpecialProgrammeRequest.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('createSpecialProgrammeRequest', () => {
  it('accepts a name and a start date', () => {
    expect(createSpecialProgrammeRequest.parse({ name: ' Office lunch ', start_date: '2024-04-01' })).toEqual(
      {
        name: 'Office lunch',
        start_date: '2024-04-01',
      },
    );
  });
  it("gives the old app's messages", () => {
    expect(messages({ start_date: '2024-04-01' })).toEqual([
      'Please provide a name for the Special Programme',
    ]);
    expect(messages({ name: '  ', start_date: '2024-04-01' })).toEqual([
      'Please provide a name for the Special Programme',
    ]);
    expect(messages({ name: 'A' })).toEqual(['Please provide a start date for the Special Programme']);
    expect(messages({ name: 'A', start_date: '' })).toEqual([
      'Please provide a start date for the Special Programme',
    ]);
    expect(messages({ name: 'A', start_date: '01.04.2024' })).toEqual([
      'The start date for the Special Programme is invalid.',
    ]);
    expect(messages({ name: 'A', start_date: '2024-02-30' })).toEqual([
      'The start date for the Special Programme is invalid.',
    ]);
  });
  it('reports every error at once', () => {
    expect(messages({})).toEqual([
      'Please provide a name for the Special Programme',
      'Please provide a start date for the Special Programme',
    ]);
  });
});
