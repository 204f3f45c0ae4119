import { describe, expect, it } from "vitest";
import { specRoutes } from "../../support/spec-routes";
import { buildManifest, findPage, getPageNavigation, prerenderPaths } from "~/.server/content/manifest";

describe("content manifest", () => {
  const manifest = buildManifest();

  it("has a page for every non-API docs route of the spec, and prerenders them all", () => {
    const paths = new Set(prerenderPaths(manifest));
    const missing = specRoutes().filter((route) => !route.startsWith("/docs/api/") && !paths.has(route));
    expect(missing).toEqual([]);
  });

  it("maps /docs to the main docs entry", () => {
    expect(findPage("/docs", manifest)?.id).toBe("getting-started/introduction");
    expect(findPage("/docs/concepts/events/", manifest)?.id).toBe("concepts/events");
  });

  it("derives prev/next and breadcrumbs from the sidebar order", () => {
    const nav = getPageNavigation("/docs/getting-started/installation", manifest);
    expect(nav.prev?.href).toBe("/docs/getting-started/introduction");
    expect(nav.next?.href).toBe("/docs/getting-started/quick-start");
    expect(nav.breadcrumbs.map((crumb) => crumb.label)).toEqual([
      "Docs",
      "Getting Started",
      manifest.byPath.get("/docs/getting-started/installation")?.title,
    ]);
    expect(getPageNavigation("/docs/getting-started/introduction", manifest).prev).toBeUndefined();
  });

  it("reports no duplicate URLs in the real content", () => {
    expect(manifest.duplicates).toEqual([]);
  });
});
