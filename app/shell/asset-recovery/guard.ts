/** sessionStorage key: the targets given a full reload lately, with when. */
export const ASSET_RELOAD_GUARD_KEY = "docs-asset-reload";

/**
 * How long a target's reload counts. A reload that did not help fails again
 * within seconds (the new page's own assets, a host that keeps failing); a
 * failure much later is a new one, such as the next deploy, and may reload again.
 */
export const RELOAD_WINDOW_MS = 60_000;

export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

interface Claim {
  target: string;
  at: number;
}

function read(storage: SessionStorageLike): Claim[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ASSET_RELOAD_GUARD_KEY) ?? "[]");
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is Claim =>
            typeof entry === "object" &&
            entry !== null &&
            typeof (entry as Claim).target === "string" &&
            typeof (entry as Claim).at === "number",
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * Claims the one full reload allowed for `target` within RELOAD_WINDOW_MS.
 * False when it was used within the window, or when the claim can't be
 * recorded (no sessionStorage): without a record, a reload could repeat
 * forever, so none is attempted.
 */
export function claimReload(target: string, storage: () => SessionStorageLike, now = Date.now()): boolean {
  try {
    const store = storage();
    // A clock set back makes `at` lie in the future: such a claim still counts as recent.
    const recent = read(store).filter((claim) => now - claim.at < RELOAD_WINDOW_MS);
    if (recent.some((claim) => claim.target === target)) return false;
    store.setItem(ASSET_RELOAD_GUARD_KEY, JSON.stringify([...recent, { target, at: now }].slice(-20)));
    return true;
  } catch {
    return false;
  }
}
