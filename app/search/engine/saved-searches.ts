import { readJson, writeJson, type StorageLike } from "../../common/safe-storage";
import type { SearchKind } from "./documents";

/**
 * Recent searches and favorites: the hits a reader opened, shown when the
 * modal opens with no query. Kept in localStorage; when storage fails they
 * live in memory for the session (safe-storage has already warned).
 */
export interface SavedSearch {
  url: string;
  title: string;
  page: string;
  parent?: string;
  kind: SearchKind;
}

export interface SavedSearches {
  recents: SavedSearch[];
  favorites: SavedSearch[];
}

export const RECENTS_KEY = "unblessed-docs:search-recents";
export const FAVORITES_KEY = "unblessed-docs:search-favorites";
export const MAX_RECENTS = 6;
export const MAX_FAVORITES = 8;

function isSavedSearch(value: unknown): value is SavedSearch {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item["url"] === "string" &&
    item["url"].startsWith("/") &&
    typeof item["title"] === "string" &&
    typeof item["page"] === "string" &&
    typeof item["kind"] === "string"
  );
}

function isSavedList(value: unknown): value is SavedSearch[] {
  return Array.isArray(value) && value.every(isSavedSearch);
}

export interface SavedSearchStore {
  read(): SavedSearches;
  /** Records an opened hit: first in recents, unless it is already a favorite. */
  addRecent(item: SavedSearch): SavedSearches;
  /** Moves a recent to the favorites. */
  favorite(item: SavedSearch): SavedSearches;
  remove(list: keyof SavedSearches, url: string): SavedSearches;
}

export function createSavedSearchStore(storage?: () => StorageLike | null): SavedSearchStore {
  // The last value written, for when storage refuses it.
  let memory: SavedSearches | undefined;

  const read = (): SavedSearches => {
    const stored = {
      recents: readJson(RECENTS_KEY, isSavedList, [], storage),
      favorites: readJson(FAVORITES_KEY, isSavedList, [], storage),
    };
    return memory ?? stored;
  };

  const write = (next: SavedSearches): SavedSearches => {
    const saved = writeJson(RECENTS_KEY, next.recents, storage) && writeJson(FAVORITES_KEY, next.favorites, storage);
    memory = saved ? undefined : next;
    return next;
  };

  const pick = ({ url, title, page, parent, kind }: SavedSearch): SavedSearch => ({
    url,
    title,
    page,
    kind,
    ...(parent ? { parent } : {}),
  });

  return {
    read,
    addRecent(item) {
      const current = read();
      if (current.favorites.some((f) => f.url === item.url)) return current;
      const recents = [pick(item), ...current.recents.filter((r) => r.url !== item.url)].slice(0, MAX_RECENTS);
      return write({ ...current, recents });
    },
    favorite(item) {
      const current = read();
      const favorites = [pick(item), ...current.favorites.filter((f) => f.url !== item.url)].slice(0, MAX_FAVORITES);
      return write({ recents: current.recents.filter((r) => r.url !== item.url), favorites });
    },
    remove(list, url) {
      const current = read();
      return write({ ...current, [list]: current[list].filter((entry) => entry.url !== url) });
    },
  };
}
