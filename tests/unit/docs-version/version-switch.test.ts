import { describe, expect, it } from "vitest";
import {
  isVersionSwitchNote,
  searchScope,
  switchTarget,
  symbolName,
  versionsWithPage,
} from "../../../app/api-reference/versions/version-switch";
import {
  apiLocationFromPath,
  CURRENT_VERSION,
  DOCS_VERSIONS,
  LATEST_RELEASE_VERSION,
  versionedApiHref,
  versionOfPath,
  type VersionSlugs,
} from "../../../contracts/docs-versions";

const NEXT = CURRENT_VERSION;
const OLD = LATEST_RELEASE_VERSION;
const slugs: VersionSlugs = {
  current: ["", "widgets.screen", "widgets.screen.Class.Screen", "widgets.dialog.Class.Dialog"],
  "0.2.0": ["", "widgets.screen", "widgets.screen.Class.Screen", "runtime.Function.createRuntime"],
};

describe("docs versions", () => {
  it("are Next (current) and 0.2.0, each with its own API prefix", () => {
    expect(DOCS_VERSIONS.map((v) => [v.name, v.label, v.apiBase])).toEqual([
      ["current", "Next", "/docs/api/generated"],
      ["0.2.0", "0.2.0", "/docs/0.2.0/api/generated"],
    ]);
  });

  it("read the version and slug from an API URL, and nothing from other URLs", () => {
    expect(apiLocationFromPath("/docs/api/generated/widgets.box.Class.Box")).toEqual({
      version: NEXT,
      slug: "widgets.box.Class.Box",
    });
    expect(apiLocationFromPath("/docs/0.2.0/api/generated/")).toEqual({ version: OLD, slug: "" });
    expect(apiLocationFromPath("/docs/0.2.0/api/generated/runtime.Function.createRuntime")).toEqual({
      version: OLD,
      slug: "runtime.Function.createRuntime",
    });
    expect(apiLocationFromPath("/docs/api/generatedx")).toBeUndefined();
    expect(apiLocationFromPath("/docs/concepts/events")).toBeUndefined();
  });
});

describe("switchTarget", () => {
  it("keeps the symbol and its anchor when the other version has the page", () => {
    const target = switchTarget(
      { pathname: "/docs/api/generated/widgets.screen.Class.Screen", hash: "#method-render" },
      OLD,
      slugs,
    );
    expect(target).toEqual({
      version: OLD,
      href: "/docs/0.2.0/api/generated/widgets.screen.Class.Screen#method-render",
    });
    expect(switchTarget({ pathname: "/docs/0.2.0/api/generated/widgets.screen", hash: "" }, NEXT, slugs).href).toBe(
      "/docs/api/generated/widgets.screen",
    );
  });

  it("lands on the other version's API index with a note when the page is missing there", () => {
    expect(
      switchTarget({ pathname: "/docs/0.2.0/api/generated/runtime.Function.createRuntime", hash: "#x" }, NEXT, slugs),
    ).toEqual({
      version: NEXT,
      href: "/docs/api/generated",
      note: { from: "0.2.0", slug: "runtime.Function.createRuntime" },
    });
    expect(switchTarget({ pathname: "/docs/api/generated/widgets.dialog.Class.Dialog", hash: "" }, OLD, slugs)).toEqual(
      {
        version: OLD,
        href: "/docs/0.2.0/api/generated",
        note: { from: "current", slug: "widgets.dialog.Class.Dialog" },
      },
    );
  });

  it("switching to the version being read stays on the page", () => {
    const here = { pathname: "/docs/api/generated/widgets.screen.Class.Screen", hash: "#method-render" };
    expect(switchTarget(here, NEXT, slugs).href).toBe(`${here.pathname}${here.hash}`);
  });

  it("treats a version's home page as its API index", () => {
    expect(switchTarget({ pathname: "/docs/0.2.0/api", hash: "" }, NEXT, slugs)).toEqual({
      version: NEXT,
      href: "/docs/api/generated",
    });
    expect(versionOfPath("/docs/0.2.0/api")).toEqual({ version: OLD, slug: "" });
    expect(apiLocationFromPath("/docs/0.2.0/api")).toBeUndefined();
    expect(searchScope("/docs/0.2.0/api", null)).toBe(OLD);
  });

  it("goes to the version's API index from a page outside the reference", () => {
    expect(switchTarget({ pathname: "/docs/concepts/events", hash: "" }, OLD, slugs)).toEqual({
      version: OLD,
      href: versionedApiHref(OLD, ""),
    });
  });
});

describe("versionsWithPage", () => {
  it("finds a 0.2.0-only symbol from its Next URL", () => {
    expect(versionsWithPage("/docs/api/generated/runtime.Function.createRuntime", slugs)).toEqual([
      { version: OLD, href: "/docs/0.2.0/api/generated/runtime.Function.createRuntime" },
    ]);
  });

  it("finds nothing for an unknown symbol, the index or a non-API path", () => {
    expect(versionsWithPage("/docs/api/generated/runtime.Function.nothing", slugs)).toEqual([]);
    expect(versionsWithPage("/docs/api/generated", slugs)).toEqual([]);
    expect(versionsWithPage("/docs/runtime.Function.createRuntime", slugs)).toEqual([]);
  });
});

describe("symbolName", () => {
  it("names a declaration by its own name, a module by its slug", () => {
    expect(symbolName("runtime.Function.createRuntime")).toBe("createRuntime");
    expect(symbolName("widgets.list.Class.List")).toBe("List");
    expect(symbolName("runtime.Interface.UtilsAPI")).toBe("UtilsAPI");
    expect(symbolName("widgets.box")).toBe("widgets.box");
    expect(symbolName("")).toBe("the API index");
  });
});

describe("searchScope", () => {
  it("is the version being read on an API page, whatever the preference", () => {
    expect(searchScope("/docs/0.2.0/api/generated/widgets.box.Class.Box", "current")).toBe(OLD);
    expect(searchScope("/docs/api/generated/widgets.box.Class.Box", "0.2.0")).toBe(NEXT);
  });

  it("is the preferred version elsewhere, and the current one without a (valid) preference", () => {
    expect(searchScope("/docs/concepts/events", "0.2.0")).toBe(OLD);
    expect(searchScope("/docs/concepts/events", null)).toBe(NEXT);
    expect(searchScope("/docs/concepts/events", "9.9.9")).toBe(NEXT);
  });
});

describe("isVersionSwitchNote", () => {
  it("accepts only a from/slug pair", () => {
    expect(isVersionSwitchNote({ from: "0.2.0", slug: "x" })).toBe(true);
    expect(isVersionSwitchNote({ from: "0.2.0" })).toBe(false);
    expect(isVersionSwitchNote(null)).toBe(false);
    expect(isVersionSwitchNote("0.2.0")).toBe(false);
  });
});
