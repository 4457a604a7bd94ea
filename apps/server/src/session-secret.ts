import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * SESSION_SECRET, or outside production one generated once and kept in DATA_DIR/session-secret, so sessions
 * survive a restart. When the folder cannot be written, a random secret per process (sessions end on restart).
 */
export function resolveSessionSecret(
  config: { sessionSecret: string | undefined; dataDir: string },
  warn: (message: string) => void = () => undefined,
): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.resolve(config.dataDir, 'session-secret');
  const read = () => {
    try {
      const secret = readFileSync(file, 'utf8').trim();
      return secret.length >= 32 ? secret : undefined;
    } catch {
      return undefined;
    }
  };
  const existing = read();
  if (existing) return existing;
  const secret = randomBytes(32).toString('base64url');
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs so both accept the same tokens.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read() ?? secret;
    warn(`could not keep a session secret in ${file}; sessions end when the server restarts`);
    return secret;
  }
}
