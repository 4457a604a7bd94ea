import { describe, expect, it } from 'vitest';
import { parseConsignmentRoute } from './consignment-route.ts';

describe('parseConsignmentRoute', () => {
  it('reads team, date and identifier', () => {
    expect(
      parseConsignmentRoute({ team: 'ultrakurier', date: '2024-03-29', date_identifier: 'AM-0' }),
    ).toEqual({
      team: 'ultrakurier',
      date: '2024-03-29',
      identifier: 'AM-0',
    });
  });
  it('checks identifier, then team, then date', () => {
    expect(() => parseConsignmentRoute({ team: 'x', date: 'y', date_identifier: 'z' })).toThrow(
      'Invalid identifier for consignment',
    );
    expect(() => parseConsignmentRoute({ team: 'x', date: 'y', date_identifier: 'PM-0' })).toThrow(
      'Invalid team for consignment',
    );
    expect(() => parseConsignmentRoute({ team: 'rico', date: 'y', date_identifier: 'PM-0' })).toThrow(
      'Invalid date for consignment',
    );
  });
  it('requires every part of the path', () => {
    expect(() => parseConsignmentRoute({ team: 'rico', date: '2024-03-29', date_identifier: '' })).toThrow(
      'Invalid identifier',
    );
    expect(() => parseConsignmentRoute({ team: 'rico', date: '', date_identifier: 'PM-0' })).toThrow(
      'Invalid date',
    );
  });
  it('takes another list of teams', () => {
    expect(
      parseConsignmentRoute({ team: 'north', date: '2024-03-29', date_identifier: 'PM-0' }, ['north']).team,
    ).toBe('north');
  });
});
