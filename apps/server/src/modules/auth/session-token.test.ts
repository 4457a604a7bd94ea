import { describe, expect, it } from 'vitest';
import { createSessionTokens } from './session-token.ts';

const secret = 'a-session-secret-of-at-least-32-characters';
const at = (iso: string) => new Date(iso);

describe('session tokens', () => {
  it('verifies a token, again from memory, and refuses it once it has expired', async () => {
    const tokens = createSessionTokens(secret);
    const token = await tokens.sign(
      { userId: 7, sessionId: 's-1' },
      at('2026-11-29T08:00:00Z'),
      at('2026-11-29T20:00:00Z'),
    );
    expect(await tokens.verify(token, at('2026-11-29T09:00:00Z'))).toEqual({ userId: 7, sessionId: 's-1' });
    expect(await tokens.verify(token, at('2026-11-29T19:59:59Z'))).toEqual({ userId: 7, sessionId: 's-1' });
    expect(await tokens.verify(token, at('2026-11-29T20:00:01Z'))).toBeUndefined();
    expect(await tokens.verify(token, at('2026-11-29T20:00:02Z'))).toBeUndefined();
  });

  it('refuses a forged or other-secret token, also after the real one was verified', async () => {
    const tokens = createSessionTokens(secret);
    const now = at('2026-11-29T09:00:00Z');
    const token = await tokens.sign({ userId: 7, sessionId: 's-1' }, now, at('2026-11-29T20:00:00Z'));
    expect(await tokens.verify(token, now)).toBeDefined();
    const [header, payload] = token.split('.');
    expect(await tokens.verify(`${header}.${payload}.forged`, now)).toBeUndefined();
    const other = createSessionTokens('another-secret-of-at-least-32-characters!');
    expect(await other.verify(token, now)).toBeUndefined();
  });
});
