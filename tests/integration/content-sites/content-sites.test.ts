import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildManifest } from "../../../app/content-pipeline/.server/content/manifest";
import { pageRouteData } from "../../../app/page-data/page-chrome.server";
import { compileMdxFile } from "../../../app/content-pipeline/.server/mdx/compile";
import { pagePathOf } from "../../../app/search/engine/documents";
import { buildSearchDocuments } from "../../../app/search/.server/build-search-index";

/**
 * The real content pipeline (manifest, sidebar, navigation, search collector,
 * MDX compiler) on small content folders, one per scenario, pointed at with
 * DOCS_CONTENT_DIR as a test build would. Each folder has docs/ and a
 * sidebars.json in place of content/sidebars.ts.
 */
function useContentSite(scenario: string) {
  beforeEach(() => {
    vi.stubEnv("DOCS_CONTENT_DIR", path.join(import.meta.dirname, scenario));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
}

const guideIds = (manifest: ReturnType<typeof buildManifest>) =>
  manifest.pages.filter((page) => page.source.kind === "mdx").map((page) => page.id);

describe("reading-order", () => {
  useContentSite("reading-order");

  it("lists the folder's pages, an index file taking its folder's URL", () => {
    const manifest = buildManifest();
    expect(guideIds(manifest)).toEqual(["getting-started/introduction", "guide/hidden", "guide", "guide/setup"]);
    expect(manifest.byId.get("guide")?.path).toBe("/docs/guide");
    expect(manifest.duplicates).toEqual([]);
  });

  it("draws the sidebar from sidebars.json: labels, category link, unlisted and external items", () => {
    expect(buildManifest().sidebar).toEqual([
      {
        type: "category",
        label: "Start",
        items: [{ type: "link", label: "Introduction", href: "/docs/getting-started/introduction" }],
      },
      {
        type: "category",
        label: "Guide",
        href: "/docs/guide",
        items: [
          { type: "link", label: "Setup", href: "/docs/guide/setup" },
          { type: "link", label: "Hidden page", href: "/docs/guide/hidden", unlisted: true },
          { type: "link", label: "Repo", href: "https://example.test/repo", external: true },
        ],
      },
    ]);
  });

  it("walks previous/next in sidebar order, through the category page and the unlisted page", () => {
    const manifest = buildManifest();
    const step = (path: string) => {
      const nav = chromeOf(path, manifest);
      return [nav.prev?.href, nav.next?.href];
    };
    expect(step("/docs/getting-started/introduction")).toEqual([undefined, "/docs/guide"]);
    expect(step("/docs/guide")).toEqual(["/docs/getting-started/introduction", "/docs/guide/setup"]);
    expect(step("/docs/guide/hidden")).toEqual(["/docs/guide/setup", undefined]);
    expect(chromeOf("/docs/guide/setup", manifest).breadcrumbs).toEqual([
      { label: "Docs", href: "/docs/getting-started/introduction" },
      { label: "Guide", href: "/docs/guide" },
      { label: "Setup" },
    ]);
  });

  it("indexes each section under the id the compiled page gives its heading", async () => {
    const sections = buildSearchDocuments()
      .filter((doc) => doc.kind === "section" && pagePathOf(doc.url) === "/docs/guide")
      .map((doc) => doc.url);
    // The collector indexes top-level h2/h3; the nested h3 only takes its place in the numbering.
    expect(sections).toEqual(["/docs/guide#usage", "/docs/guide#usage-1", "/docs/guide#after-the-note"]);
    const manifest = buildManifest();
    const page = manifest.byId.get("guide");
    if (page?.source.kind !== "mdx") throw new Error("no guide page");
    const { toc } = await compileMdxFile(page.source.file);
    expect(toc.map((entry) => entry.id)).toEqual(["usage", "usage-1", "inside-a-note", "after-the-note"]);
  });
});

describe("duplicate-route", () => {
  useContentSite("duplicate-route");

  it("keeps the first of two files that claim one URL and reports both", () => {
    const manifest = buildManifest();
    expect(manifest.byPath.get("/docs/guide/setup")?.title).toBe("Setup as a file");
    expect(manifest.duplicates.map((duplicate) => duplicate.path)).toEqual(["/docs/guide/setup"]);
    expect(manifest.duplicates[0]?.sources.map((source) => path.relative(import.meta.dirname, source))).toEqual([
      "duplicate-route/docs/guide/setup.mdx",
      "duplicate-route/docs/guide/setup/index.mdx",
    ]);
  });
});

function chromeOf(path: string, manifest: ReturnType<typeof buildManifest>) {
  const route = pageRouteData(path, { manifest, lastUpdated: new Map() });
  if (!route) throw new Error(`no page at ${path}`);
  return route.chrome;
}
