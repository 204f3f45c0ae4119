import { readStorage, removeStorage, writeStorage, type StorageLike } from "../../common/safe-storage";

/**
 * The docs version a reader last chose, per docs plugin (behaviour §4). A stored
 * name that no longer exists (a version was removed) is cleared rather than
 * followed. Storage failures are tolerated by safe-storage.
 */
export const preferredVersionKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

type StorageSource = () => StorageLike | null;

export function readPreferredVersion(
  pluginId: string,
  versionNames: readonly string[],
  storage?: StorageSource,
): string | null {
  const key = preferredVersionKey(pluginId);
  const stored = readStorage(key, storage);
  if (stored === null) return null;
  if (versionNames.includes(stored)) return stored;
  removeStorage(key, storage);
  return null;
}

export function savePreferredVersion(pluginId: string, versionName: string, storage?: StorageSource): boolean {
  return writeStorage(preferredVersionKey(pluginId), versionName, storage);
}
