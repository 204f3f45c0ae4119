import { writeStorage, type StorageLike } from "../common/safe-storage";

/** localStorage keys (behaviour §9: dismissal and id, no namespace). */
export const ANNOUNCEMENT_DISMISS_KEY = "announcement-dismiss";
export const ANNOUNCEMENT_ID_KEY = "announcement-id";
/** Set on <html> by the head script before first paint; app.css hides the bar while it is present. */
export const ANNOUNCEMENT_DISMISSED_ATTR = "data-announcement-dismissed";

type StorageSource = () => StorageLike | null;

/**
 * Remembers the dismissal together with the bar's id: the head script
 * (app/shell/head-script.ts) hides the bar only while the stored id matches, and
 * forgets the dismissal when the configured id changes.
 */
export function dismissAnnouncement(id: string, storage?: StorageSource): void {
  writeStorage(ANNOUNCEMENT_ID_KEY, id, storage);
  writeStorage(ANNOUNCEMENT_DISMISS_KEY, "true", storage);
}
