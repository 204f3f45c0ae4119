import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../support/memory-storage";
import { MAX_RECENTS, createSavedSearchStore, type SavedSearch } from "../../../app/search/engine/saved-searches";
import { resetStorageWarningForTests, type StorageLike } from "../../../app/common/safe-storage";

const item = (n: number): SavedSearch => ({ url: `/docs/p${n}`, title: `P${n}`, page: `Page ${n}`, kind: "page" });

afterEach(() => {
  vi.restoreAllMocks();
  resetStorageWarningForTests();
});

describe("saved searches", () => {
  it("keeps recents newest first, without duplicates, up to the limit", () => {
    const storage = memoryStorage();
    const store = createSavedSearchStore(() => storage);
    for (let n = 0; n < MAX_RECENTS + 2; n++) store.addRecent(item(n));
    store.addRecent(item(3));
    const { recents } = createSavedSearchStore(() => storage).read();
    expect(recents).toHaveLength(MAX_RECENTS);
    expect(recents[0]?.url).toBe("/docs/p3");
    expect(new Set(recents.map((r) => r.url)).size).toBe(MAX_RECENTS);
  });

  it("moves a recent to the favorites, and removes from either list", () => {
    const storage = memoryStorage();
    const store = createSavedSearchStore(() => storage);
    store.addRecent(item(1));
    store.addRecent(item(2));
    store.favorite(item(1));
    expect(store.read()).toEqual({ recents: [item(2)], favorites: [item(1)] });
    // Opening a favorite again does not copy it back into the recents.
    store.addRecent(item(1));
    expect(store.read().recents).toEqual([item(2)]);
    store.remove("favorites", "/docs/p1");
    store.remove("recents", "/docs/p2");
    expect(store.read()).toEqual({ recents: [], favorites: [] });
  });

  it("ignores corrupt stored data", () => {
    const storage = memoryStorage();
    storage.setItem("unblessed-docs:search-recents", '[{"url":"javascript:alert(1)","title":1}]');
    expect(createSavedSearchStore(() => storage).read().recents).toEqual([]);
  });

  it("works in memory for the session when storage throws", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const broken: StorageLike = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => undefined,
    };
    const store = createSavedSearchStore(() => broken);
    store.addRecent(item(1));
    store.favorite(item(1));
    expect(store.read().favorites).toEqual([item(1)]);
  });
});
