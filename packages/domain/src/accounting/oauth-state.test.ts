import { describe, expect, it } from 'vitest';
import { newOauthState, OAUTH_STATE_TTL_MS, oauthStatePattern, oauthStateRefusal } from './oauth-state.ts';

describe('OAuth state of an accounting login', () => {
  it('is 10 letters and digits drawn from the random source', () => {
    let i = 0;
    const state = newOauthState(() => i++);
    expect(state).toBe('ABCDEFGHIJ');
    expect(state).toMatch(oauthStatePattern);
    expect(newOauthState((n) => n - 1)).toBe('9999999999');
  });

  const now = new Date('2026-03-02T08:00:00Z');
  const mine = { userId: 1, createdAt: new Date(now.getTime() - 60_000) };

  it('is accepted for the user who asked, within ten minutes', () => {
    expect(oauthStateRefusal(mine, 1, now)).toBeNull();
    const almost = { userId: 1, createdAt: new Date(now.getTime() - OAUTH_STATE_TTL_MS + 1) };
    expect(oauthStateRefusal(almost, 1, now)).toBeNull();
  });

  it('is refused when unknown or used, another user’s, or ten minutes old', () => {
    expect(oauthStateRefusal(undefined, 1, now)).toBe('unknown');
    expect(oauthStateRefusal(mine, 2, now)).toBe('other-user');
    const old = { userId: 1, createdAt: new Date(now.getTime() - OAUTH_STATE_TTL_MS) };
    expect(oauthStateRefusal(old, 1, now)).toBe('expired');
  });
});
