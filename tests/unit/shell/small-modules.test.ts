import { describe, expect, it, vi } from "vitest";
import {
  ASSET_RELOAD_GUARD_KEY,
  claimReload,
  RELOAD_WINDOW_MS,
  type SessionStorageLike,
} from "../../../app/shell/asset-recovery/guard";
import { cleanPath } from "../../../app/common/clean-path";
import {
  preferredVersionKey,
  readPreferredVersion,
  savePreferredVersion,
} from "../../../app/api-reference/versions/preferred-version";
import { DOCS_PLUGIN_ID } from "../../../contracts/docs-versions";
import { prefetchAllowed } from "../../../app/common/prefetch/connection";
import { resetStorageWarningForTests, type StorageLike } from "../../../app/common/safe-storage";

function memoryStorage(initial: Record<string, string> = {}): StorageLike &
  SessionStorageLike & {
    data: Record<string, string>;
  } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      Reflect.deleteProperty(data, key);
    },
  };
}

describe("cleanPath", () => {
  it("turns .html and index.html paths into the clean path, keeping query and hash", () => {
    expect(cleanPath("/docs/a.html")).toBe("/docs/a");
    expect(cleanPath("/docs/a/index.html")).toBe("/docs/a");
    expect(cleanPath("/index.html")).toBe("/");
    expect(cleanPath("/docs/a.html?x=1#part")).toBe("/docs/a?x=1#part");
  });
  it("leaves other paths alone, dotted API names included", () => {
    expect(cleanPath("/docs/api/generated/widgets.box.Class.Box")).toBe("/docs/api/generated/widgets.box.Class.Box");
    expect(cleanPath("/docs/a#x.html")).toBe("/docs/a#x.html");
  });
  it("cleans to the slash form with trailingSlash: true", () => {
    expect(cleanPath("/docs/a.html?x=1#part", true)).toBe("/docs/a/?x=1#part");
    expect(cleanPath("/docs/a/index.html", true)).toBe("/docs/a/");
    expect(cleanPath("/index.html", true)).toBe("/");
  });
});

describe("prefetchAllowed", () => {
  it("skips data-saver and 2g-class connections", () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: "4g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "slow-2g" })).toBe(false);
  });
  it("allows everything else, including browsers without the API", () => {
    expect(prefetchAllowed({ saveData: false, effectiveType: "3g" })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });
});

describe("preferred docs version", () => {
  const versions = ["current"];
  it("is stored per docs plugin", () => {
    expect(preferredVersionKey(DOCS_PLUGIN_ID)).toBe("docs-preferred-version-default");
    const storage = memoryStorage();
    expect(savePreferredVersion("default", "current", () => storage)).toBe(true);
    expect(storage.data).toEqual({ "docs-preferred-version-default": "current" });
  });
  it("keeps a stored version that exists", () => {
    const storage = memoryStorage({ "docs-preferred-version-default": "current" });
    expect(readPreferredVersion("default", versions, () => storage)).toBe("current");
    expect(storage.data["docs-preferred-version-default"]).toBe("current");
  });
  it("clears a stored version that no longer exists", () => {
    const storage = memoryStorage({ "docs-preferred-version-default": "1.x", "docs-preferred-version-other": "2.x" });
    expect(readPreferredVersion("default", versions, () => storage)).toBeNull();
    expect(storage.data).toEqual({ "docs-preferred-version-other": "2.x" });
  });
  it("tolerates storage that throws, warning once", () => {
    resetStorageWarningForTests();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const broken = () => {
      throw new DOMException("denied", "SecurityError");
    };
    expect(readPreferredVersion("default", versions, broken)).toBeNull();
    expect(savePreferredVersion("default", "current", broken)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    resetStorageWarningForTests();
  });
});

describe("asset reload guard", () => {
  it("allows one full reload per target within the window", () => {
    const storage = memoryStorage();
    const t0 = 1_000_000;
    expect(claimReload("/docs/a", () => storage, t0)).toBe(true);
    expect(claimReload("/docs/a", () => storage, t0 + 5_000)).toBe(false);
    expect(claimReload("/docs/b", () => storage, t0 + 5_000)).toBe(true);
    // A failure after the window is a new one (the next deploy): it may reload again, once.
    expect(claimReload("/docs/a", () => storage, t0 + RELOAD_WINDOW_MS)).toBe(true);
    expect(claimReload("/docs/a", () => storage, t0 + RELOAD_WINDOW_MS + 1)).toBe(false);
  });
  it("reads a record it can't understand as no record", () => {
    const storage = memoryStorage();
    storage.setItem(ASSET_RELOAD_GUARD_KEY, JSON.stringify(["/docs/a", { target: 1 }]));
    expect(claimReload("/docs/a", () => storage)).toBe(true);
    expect(claimReload("/docs/a", () => storage)).toBe(false);
  });
  it("never reloads when it can't remember having done so", () => {
    expect(
      claimReload("/docs/a", () => {
        throw new DOMException("denied", "SecurityError");
      }),
    ).toBe(false);
  });
});
