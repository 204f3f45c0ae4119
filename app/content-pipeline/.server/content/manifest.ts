import fs from "node:fs";
import { parseWithFriendlyErrors } from "../../../../contracts/config/friendly-errors";
import { sidebarsSchema } from "../../../../contracts/config/schema";
import { siteConfig } from "../../../site-config";
import type { SidebarItem } from "../../../../contracts/navigation";
import { PLAYGROUND } from "../../../../contracts/playground";
import { apiHref, apiPageId } from "../../../../contracts/api-paths";
import { DOCS_PATH } from "../../../../contracts/site-paths";
import { CURRENT_VERSION, DOCS_VERSIONS, type DocsVersion } from "../../../../contracts/docs-versions";
import { apiSlugsWithSampleNames, listApiPages } from "./generated-api";
import { docsRoot } from "./content-root";
import { docSourceAt, scanDocSources, type DocSource } from "./doc-sources";
import { loadSidebars, SIDEBARS_FILE } from "./sidebars-source";
import { resolveSidebar } from "./sidebar";
import { sampleTypesHref } from "../../../../contracts/sample-types";
import { GALLERY_PATH } from "../../../../contracts/gallery";
import { mayHaveTypedSamples } from "../sample-types/typed-sample";
import { landingTypedSample } from "../sample-types/landing-sample";

/**
 * The single list of pages. Routes, the prerender list, the sidebar, search
 * and the link checker all read it, so they can never disagree about what
 * exists.
 */
export type PageOrigin = { kind: "mdx"; file: string } | { kind: "api"; slug: string; version: DocsVersion };

export interface PageEntry {
  /** Path below /docs, e.g. "concepts/events" or "api/generated/widgets.box". */
  id: string;
  /** URL path, e.g. "/docs/concepts/events". */
  path: string;
  title: string;
  description: string;
  sidebarLabel?: string;
  hideTableOfContents?: boolean;
  source: PageOrigin;
}

export interface SiteManifest {
  pages: PageEntry[];
  byPath: ReadonlyMap<string, PageEntry>;
  byId: ReadonlyMap<string, PageEntry>;
  sidebar: SidebarItem[];
  /** Pairs of sources that claim the same URL: a warning, not an error (behaviour §5). */
  duplicates: { path: string; sources: string[] }[];
}

export function docPath(id: string): string {
  return id ? `${DOCS_PATH}/${id}` : DOCS_PATH;
}

function docPageEntry(doc: DocSource): PageEntry {
  return {
    id: doc.id,
    path: docPath(doc.id),
    title: doc.frontmatter.title,
    description: doc.frontmatter.description,
    ...(doc.frontmatter.sidebar_label ? { sidebarLabel: doc.frontmatter.sidebar_label } : {}),
    ...(doc.frontmatter.hide_table_of_contents ? { hideTableOfContents: true } : {}),
    source: { kind: "mdx", file: doc.file },
  };
}

/**
 * The entry of the guide in `file`, read from that file alone; undefined for a
 * file outside the docs folder (a test's content). The MDX compile needs a
 * guide's own entry and nothing of the API reference, so it reads this rather
 * than the manifest, and can run while TypeDoc still writes the model.
 */
export function docPageOfFile(file: string): PageEntry | undefined {
  const doc = docSourceAt(docsRoot(), file);
  return doc ? docPageEntry(doc) : undefined;
}

export function buildManifest(): SiteManifest {
  const docPages = scanDocSources(docsRoot()).map(docPageEntry);
  // Every version's reference; only the current one is in the sidebar.
  const apiPages: PageEntry[] = DOCS_VERSIONS.flatMap((version) =>
    listApiPages(version).map((api): PageEntry => {
      const id = apiPageId(api.slug, version.apiBase);
      return {
        id,
        path: docPath(id),
        title: api.title,
        description: api.summary || `API reference for ${api.title}.`,
        source: { kind: "api", slug: api.slug, version },
      };
    }),
  );

  const pages: PageEntry[] = [];
  const byPath = new Map<string, PageEntry>();
  const duplicates: SiteManifest["duplicates"] = [];
  for (const page of [...docPages, ...apiPages]) {
    const existing = byPath.get(page.path);
    if (existing) {
      duplicates.push({ path: page.path, sources: [describeSource(existing), describeSource(page)] });
      continue;
    }
    byPath.set(page.path, page);
    pages.push(page);
  }
  const byId = new Map(pages.map((page) => [page.id, page]));
  const source = loadSidebars();
  const checked = checkSidebars(source.config, [...byId.keys()], source.file);
  const sidebar = resolveSidebar(siteConfig.docs.sidebarId, checked[siteConfig.docs.sidebarId] ?? [], byId);
  return { pages, byPath, byId, sidebar, duplicates };
}

/** The sidebars against the schema, with the ids of the pages that exist: a typo lists the closest ids. */
export function checkSidebars(config: unknown, pageIds: readonly string[], file = SIDEBARS_FILE) {
  return parseWithFriendlyErrors(sidebarsSchema(pageIds), config, "sidebars", file);
}

export function describeSource(page: PageEntry): string {
  if (page.source.kind === "mdx") return page.source.file;
  const version = page.source.version === CURRENT_VERSION ? "" : ` (${page.source.version.label})`;
  return `API model page "${page.source.slug}"${version}`;
}

let cached: SiteManifest | undefined;

/**
 * Memoised in production builds; rebuilt on every call in dev so that a new
 * page or an edited title shows up on the next request.
 */
export function getManifest(): SiteManifest {
  if (process.env.NODE_ENV !== "production") return buildManifest();
  cached ??= buildManifest();
  return cached;
}

/** The page shown at a URL; /docs itself shows the main docs entry. */
export function findPage(pathname: string, manifest = getManifest()): PageEntry | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (clean === DOCS_PATH) return manifest.byId.get(siteConfig.docs.mainDocId);
  return manifest.byPath.get(clean);
}

/** Test-only pages (the crash route) exist only when a test build asks for them. */
export function testRoutesEnabled(): boolean {
  return process.env.DOCS_TEST_ROUTES === "1";
}

/** The path whose prerendered HTML becomes 404.html; postbuild moves it. */
export const NOT_FOUND_PRERENDER_PATH = "/__not-found";

/**
 * The sample-types files (contracts/sample-types.ts) of the guides that may
 * have names in their samples (the gallery among them), the landing page's and
 * the API pages' whose examples have names: prerendered beside the
 * pages, but not pages themselves (no sitemap entry, no HTML checks).
 */
export function sampleTypesPaths(manifest = getManifest()): string[] {
  const guides = manifest.pages.flatMap((page) =>
    // The gallery's programs are TypeScript files of their own, outside its MDX.
    page.source.kind === "mdx" &&
    (page.path === GALLERY_PATH || mayHaveTypedSamples(fs.readFileSync(page.source.file, "utf8")))
      ? [sampleTypesHref(page.path)]
      : [],
  );
  const api = apiSlugsWithSampleNames().map((slug) => sampleTypesHref(apiHref(slug)));
  return [...(landingTypedSample() ? [sampleTypesHref("/")] : []), ...guides, ...api];
}

/**
 * Without trailing slashes whatever `trailingSlash` says: React Router 7.18
 * only finds a page's `.data` on its prerender list in that form. The pages
 * are still laid out for the configured form (build-scripts/).
 */
export function prerenderPaths(manifest = getManifest()): string[] {
  return [
    "/",
    siteConfig.searchPagePath,
    PLAYGROUND.path,
    DOCS_PATH,
    ...manifest.pages.map((page) => page.path),
    NOT_FOUND_PRERENDER_PATH,
    ...(testRoutesEnabled() ? ["/__test/crash", "/__test/shell"] : []),
  ];
}
