import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../../test/render.tsx';
import { defaultRun, rememberRun, teamsOf } from './run-prefs.ts';

afterEach(() => localStorage.clear());

// 2026-12-06 23:30 UTC is already Monday 7 December in Zurich.
const now = new Date('2026-12-06T23:30:00Z');

describe('the run the board opens on', () => {
  it('is today (in Zurich) and the afternoon when nothing was chosen in this browser', () => {
    expect(defaultRun(users.super, now)).toEqual({ team: 'default', date: '2026-12-07', identifier: 'PM-0' });
  });

  it('is the date, period and team chosen last in this browser', () => {
    rememberRun({ team: 'ultrakurier', date: '2026-12-09', identifier: 'AM-0' });
    expect(defaultRun(users.super, now)).toEqual({
      team: 'ultrakurier',
      date: '2026-12-09',
      identifier: 'AM-0',
    });
  });

  it("keeps a Logistics dispatcher on their own company's team, whatever was chosen before", () => {
    rememberRun({ team: 'ultrakurier', date: '2026-12-09', identifier: 'AM-0' });
    expect(teamsOf(users.dispatcher)).toEqual(['rico']);
    expect(defaultRun(users.dispatcher, now)).toEqual({
      team: 'rico',
      date: '2026-12-09',
      identifier: 'AM-0',
    });
    expect(teamsOf(users.super)).toEqual(['default', 'ultrakurier', 'rico']);
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('brigade.dispatch.run', '{"date":"someday","identifier":"XM-9"');
    expect(defaultRun(users.super, now)).toEqual({ team: 'default', date: '2026-12-07', identifier: 'PM-0' });
    localStorage.setItem('brigade.dispatch.run', '{"date":"someday","identifier":"XM-9"}');
    expect(defaultRun(users.super, now)).toEqual({ team: 'default', date: '2026-12-07', identifier: 'PM-0' });
  });
});
