/** A bad environment variable: the start stops with this one-line message naming it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
