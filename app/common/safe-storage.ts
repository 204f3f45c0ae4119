/**
 * localStorage that never throws. Private browsing, disabled cookies, a full
 * quota or a sandboxed iframe all make `localStorage` throw on access; every
 * feature that persists something (colour mode, announcement dismissal,
 * search recents, preferred docs version) goes through here so that it keeps
 * working for the session, only without persistence. The first failure is
 * reported once in the console, not on every read.
 */

/** The subset of the Web Storage API we use; tests pass their own. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

let warned = false;

function warnOnce(action: string, key: string, error: unknown): void {
  if (warned) return;
  warned = true;
  const reason = error instanceof Error ? error.message : String(error);
  console.warn(`Browser storage is unavailable (${action} "${key}" failed: ${reason}); preferences will not be kept.`);
}

function defaultStorage(): StorageLike | null {
  // Reading the property itself throws in some sandboxes, so it is inside the callers' try.
  return typeof window === "undefined" ? null : window.localStorage;
}

/** The stored string, or null when there is none or storage fails. */
export function readStorage(key: string, storage: () => StorageLike | null = defaultStorage): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch (error) {
    warnOnce("reading", key, error);
    return null;
  }
}

/** Stores the value; returns false when it could not be persisted. */
export function writeStorage(key: string, value: string, storage: () => StorageLike | null = defaultStorage): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(key, value);
    return true;
  } catch (error) {
    warnOnce("writing", key, error);
    return false;
  }
}

export function removeStorage(key: string, storage: () => StorageLike | null = defaultStorage): void {
  try {
    storage()?.removeItem(key);
  } catch (error) {
    warnOnce("removing", key, error);
  }
}

/** JSON value, or the fallback when it is missing, unreadable or fails the shape check. */
export function readJson<T>(
  key: string,
  isValid: (value: unknown) => value is T,
  fallback: T,
  storage: () => StorageLike | null = defaultStorage,
): T {
  const raw = readStorage(key, storage);
  if (raw === null) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : fallback;
  } catch {
    // Corrupt data (an older format, a manual edit) is treated as absent, not as an outage.
    return fallback;
  }
}

export function writeJson(key: string, value: unknown, storage: () => StorageLike | null = defaultStorage): boolean {
  return writeStorage(key, JSON.stringify(value), storage);
}

/** Lets tests observe the warn-once behaviour from a clean slate. */
export function resetStorageWarningForTests(): void {
  warned = false;
}
