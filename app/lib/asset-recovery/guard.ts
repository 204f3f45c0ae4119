/** sessionStorage key: the targets already given their one full reload this session. */
export const ASSET_RELOAD_GUARD_KEY = "docs-asset-reload";

export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function read(storage: SessionStorageLike): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ASSET_RELOAD_GUARD_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Claims the one full reload allowed for `target`. False when it was already
 * used, or when the claim can't be recorded (no sessionStorage): without a
 * record, a reload could repeat forever, so none is attempted.
 */
export function claimReload(target: string, storage: () => SessionStorageLike): boolean {
  try {
    const store = storage();
    const done = read(store);
    if (done.includes(target)) return false;
    store.setItem(ASSET_RELOAD_GUARD_KEY, JSON.stringify([...done, target].slice(-20)));
    return true;
  } catch {
    return false;
  }
}
