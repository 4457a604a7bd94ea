/**
 * Runs an object-store write that copies a database write already made (ADR 037). A failure does not undo that
 * write: it is logged as "<what> was not written to the object store" and answered as false, which the API
 * passes on as `stored: false`.
 */
export async function writeToStore(
  log: ((error: unknown, message: string) => void) | undefined,
  what: string,
  write: () => Promise<void>,
): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    log?.(error, `${what} was not written to the object store`);
    return false;
  }
}
