import { errors, jwtVerify, SignJWT } from 'jose';

/** The signed token in the session cookie: it names the session row, which is what logout revokes. */
export interface SessionClaims {
  userId: number;
  sessionId: string;
}

export function createSessionTokens(secret: string) {
  // Imported once: given raw bytes, jose would import the key again on every request (seen in a CPU profile).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign(claims: SessionClaims, issuedAt: Date, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key);
    },
    /** The claims of a valid token, or undefined for a forged, malformed or expired one. */
    async verify(token: string, now: Date): Promise<SessionClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'], currentDate: now });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return undefined;
        return { userId, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
