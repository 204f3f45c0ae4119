import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { specRoutes } from "../../support/spec-routes";
import { buildManifest, findPage, prerenderPaths } from "../../../app/content-pipeline/.server/content/manifest";
import { pageRouteData } from "../../../app/page-data/page-chrome.server";

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
    const nav = chromeOf("/docs/getting-started/installation", manifest);
    expect(nav.prev?.href).toBe("/docs/getting-started/introduction");
    expect(nav.next?.href).toBe("/docs/getting-started/quick-start");
    expect(nav.breadcrumbs.map((crumb) => crumb.label)).toEqual([
      "Docs",
      "Getting Started",
      manifest.byPath.get("/docs/getting-started/installation")?.title,
    ]);
    expect(chromeOf("/docs/getting-started/introduction", manifest).prev).toBeUndefined();
  });

  it("names a category's own page after the category in its breadcrumbs (Examples, not its sidebar label)", () => {
    expect(chromeOf("/docs/examples", manifest).breadcrumbs).toEqual([
      { label: "Docs", href: "/docs/getting-started/introduction" },
      { label: "Examples" },
    ]);
    expect(chromeOf("/docs/examples/getting-started/simple-box", manifest).breadcrumbs.map((c) => c.label)).toEqual([
      "Docs",
      "Examples",
      manifest.byPath.get("/docs/examples/getting-started/simple-box")?.sidebarLabel ??
        manifest.byPath.get("/docs/examples/getting-started/simple-box")?.title,
    ]);
  });

  it('links every guide\'s "Edit this page" to its own source file in the repository, and no generated page', () => {
    const editUrl = "https://example.test/site/edit/main/";
    const wrong: string[] = [];
    for (const page of manifest.pages) {
      const chrome = pageRouteData(page.path, { manifest, editUrl, lastUpdated: new Map() })?.chrome;
      if (page.source.kind === "api") {
        if (chrome?.editUrl !== undefined) wrong.push(`${page.path}: ${chrome?.editUrl}`);
        continue;
      }
      const file = chrome?.editUrl?.startsWith(editUrl) ? chrome.editUrl.slice(editUrl.length) : undefined;
      if (!file || path.resolve(file) !== page.source.file || !fs.existsSync(file)) {
        wrong.push(`${page.path}: ${chrome?.editUrl}`);
      }
    }
    expect(wrong).toEqual([]);
    const unset = pageRouteData("/docs/guides/forms", { manifest, editUrl: undefined, lastUpdated: new Map() });
    expect(unset?.chrome.editUrl).toBeUndefined();
  });

  it("reports no duplicate URLs in the real content", () => {
    expect(manifest.duplicates).toEqual([]);
  });
});

function chromeOf(path: string, manifest: ReturnType<typeof buildManifest>) {
  const route = pageRouteData(path, { manifest, lastUpdated: new Map() });
  if (!route) throw new Error(`no page at ${path}`);
  return route.chrome;
}
