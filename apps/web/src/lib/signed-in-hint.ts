const key = 'brigade.signedIn';

/**
 * Whether this browser had a live session when it last asked: a hint only (the session cookie is httpOnly, so
 * scripts cannot see it). With it, the admin app loads what follows the login while the session check is still
 * on its way, instead of after it (ADR 078). A wrong hint costs one early download, nothing else.
 */
export function wasSignedIn(): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(key, '1');
    else window.localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, quota): only the hint is lost.
  }
}
