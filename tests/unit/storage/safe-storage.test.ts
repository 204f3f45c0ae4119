import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../support/memory-storage";
import {
  readJson,
  readStorage,
  removeStorage,
  resetStorageWarningForTests,
  writeJson,
  writeStorage,
  type StorageLike,
} from "../../../app/common/safe-storage";

const throwing: StorageLike = {
  getItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("Quota exceeded", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
};

afterEach(() => {
  vi.restoreAllMocks();
  resetStorageWarningForTests();
});

describe("safe storage", () => {
  it("reads, writes and removes through a working storage", () => {
    const store = memoryStorage();
    expect(writeStorage("theme", "dark", () => store)).toBe(true);
    expect(readStorage("theme", () => store)).toBe("dark");
    removeStorage("theme", () => store);
    expect(readStorage("theme", () => store)).toBeNull();
  });

  it("falls back without throwing and warns once when storage throws", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(readStorage("theme", () => throwing)).toBeNull();
    expect(writeStorage("theme", "dark", () => throwing)).toBe(false);
    removeStorage("theme", () => throwing);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/storage is unavailable.*"theme"/);
  });

  it("treats a getter that throws (a sandboxed frame) like a failing storage", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const denied = () => {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    };
    expect(readStorage("k", denied)).toBeNull();
    expect(writeStorage("k", "v", denied)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("returns the fallback for corrupt or wrongly shaped JSON", () => {
    const store = memoryStorage();
    const isList = (value: unknown): value is string[] =>
      Array.isArray(value) && value.every((entry) => typeof entry === "string");
    store.data.set("list", "{not json");
    expect(readJson("list", isList, [], () => store)).toEqual([]);
    store.data.set("list", JSON.stringify({ a: 1 }));
    expect(readJson("list", isList, ["x"], () => store)).toEqual(["x"]);
    writeJson("list", ["a", "b"], () => store);
    expect(readJson("list", isList, [], () => store)).toEqual(["a", "b"]);
  });
});
