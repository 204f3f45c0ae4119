import { describe, expect, it } from "vitest";
import { NOT_FOUND_META_NAME } from "../../../contracts/not-found";
import { headScript } from "../../../app/shell/head-script";
import { FULL_LAYOUT_ATTR } from "../../../contracts/deferred-layout";
import type { AnnouncementBarConfig, ColorModeConfig } from "../../../contracts/config/schema";

const darkOnly: ColorModeConfig = { defaultMode: "dark", disableSwitch: true, respectPrefersColorScheme: false };
const switchable: ColorModeConfig = { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: true };
const bar: AnnouncementBarConfig = { id: "v2", content: "x", backgroundColor: "", textColor: "", isCloseable: true };

/** Runs the inline script against a fake document, the way a browser would before first paint. */
function run(
  script: string,
  {
    path = "/",
    hash = "#h",
    navigation = "navigate",
    stored = {} as Record<string, string>,
    osDark = false,
    notFound = false,
    storageThrows = false,
  } = {},
) {
  const attributes = new Map<string, string>();
  const classes = new Set<string>();
  const data = { ...stored };
  const events: string[] = [];
  const storage = {
    getItem: (key: string) => data[key] ?? null,
    setItem: (key: string, value: string) => void (data[key] = value),
    removeItem: (key: string) => void Reflect.deleteProperty(data, key),
  };
  const documentElement = {
    style: { colorScheme: "" },
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    hasAttribute: (name: string) => attributes.has(name),
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
  };
  const listeners = new Map<string, (event: unknown) => void>();
  const listen = (type: string, listener: (event: unknown) => void) => listeners.set(type, listener);
  const fakeWindow = {
    addEventListener: listen,
    get localStorage() {
      if (storageThrows) throw new DOMException("denied", "SecurityError");
      return storage;
    },
  };
  const fakeDocument = {
    documentElement,
    getElementById: () => null,
    querySelector: (selector: string) => (notFound && selector.includes(NOT_FOUND_META_NAME) ? {} : null),
  };
  const location = {
    pathname: path,
    search: "?q=1",
    hash,
    replace: (url: string) => events.push(`replace ${url}`),
  };
  const history = { state: null, replaceState: (_: unknown, __: string, url: string) => events.push(`rewrite ${url}`) };
  const matchMedia = (query: string) => ({ matches: osDark && query.includes("dark") });
  const performance = { getEntriesByType: () => [{ type: navigation }] };
  new Function("window", "document", "location", "history", "matchMedia", "performance", script)(
    fakeWindow,
    fakeDocument,
    location,
    history,
    matchMedia,
    performance,
  );
  return {
    attributes,
    classes,
    data,
    events,
    scheme: documentElement.style.colorScheme,
    hashChange: () => listeners.get("hashchange")?.({}),
  };
}

describe("head script", () => {
  it("makes this site dark whatever is stored", () => {
    const result = run(headScript(darkOnly, undefined), { stored: { theme: "light" }, osDark: false });
    expect(result.attributes.get("data-theme")).toBe("dark");
    expect(result.classes.has("dark")).toBe(true);
    expect(result.scheme).toBe("dark");
  });

  it("applies a stored choice or the OS preference when the config allows them", () => {
    expect(run(headScript(switchable, undefined), { stored: { theme: "dark" } }).attributes.get("data-theme")).toBe(
      "dark",
    );
    expect(run(headScript(switchable, undefined), { osDark: true }).attributes.get("data-theme")).toBe("dark");
    const light = run(headScript(switchable, undefined), { osDark: false });
    expect(light.attributes.get("data-theme")).toBe("light");
    expect(light.classes.has("dark")).toBe(false);
  });

  it("hides a dismissed bar, and forgets the dismissal when the id changes", () => {
    const dismissed = run(headScript(darkOnly, bar), {
      stored: { "announcement-id": "v2", "announcement-dismiss": "true" },
    });
    expect(dismissed.attributes.has("data-announcement-dismissed")).toBe(true);
    const changed = run(headScript(darkOnly, bar), {
      stored: { "announcement-id": "v1", "announcement-dismiss": "true" },
    });
    expect(changed.attributes.has("data-announcement-dismissed")).toBe(false);
    expect(changed.data).toEqual({ "announcement-id": "v2" });
  });

  it("rewrites .html addresses in place, or loads the clean one when the 404 page answered", () => {
    expect(run(headScript(darkOnly, bar), { path: "/docs/a/index.html" }).events).toEqual(["rewrite /docs/a?q=1#h"]);
    expect(run(headScript(darkOnly, bar), { path: "/docs/a.html", notFound: true }).events).toEqual([
      "replace /docs/a?q=1#h",
    ]);
    expect(run(headScript(darkOnly, bar), { path: "/docs/a" }).events).toEqual([]);
  });

  it("cleans to the slash form when the site's trailingSlash is true", () => {
    expect(run(headScript(darkOnly, bar, true), { path: "/docs/a.html" }).events).toEqual(["rewrite /docs/a/?q=1#h"]);
    expect(run(headScript(darkOnly, bar, true), { path: "/docs/a/index.html" }).events).toEqual([
      "rewrite /docs/a/?q=1#h",
    ]);
    expect(run(headScript(darkOnly, bar, true), { path: "/index.html" }).events).toEqual(["rewrite /?q=1#h"]);
  });

  it("lays out the whole page for a load with a fragment, a reload, back/forward, and a native fragment jump", () => {
    const full = (result: ReturnType<typeof run>) => result.attributes.has(FULL_LAYOUT_ATTR);
    expect(full(run(headScript(darkOnly, bar), { path: "/docs/a", hash: "#method-x" }))).toBe(true);
    expect(full(run(headScript(darkOnly, bar), { path: "/docs/a", hash: "", navigation: "reload" }))).toBe(true);
    expect(full(run(headScript(darkOnly, bar), { path: "/docs/a", hash: "", navigation: "back_forward" }))).toBe(true);
    const top = run(headScript(darkOnly, bar), { path: "/docs/a", hash: "" });
    expect(full(top)).toBe(false);
    top.hashChange();
    expect(full(top)).toBe(true);
  });

  it("keeps going silently when storage throws", () => {
    const result = run(headScript(darkOnly, bar), { storageThrows: true });
    expect(result.attributes.get("data-theme")).toBe("dark");
    expect(result.attributes.has("data-announcement-dismissed")).toBe(false);
  });
});
