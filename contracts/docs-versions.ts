/**
 * The docs versions (behaviour §3: a version has a name and a label; the one in
 * development is named "current" and labelled "Next"). Guides document the
 * current line only; the API reference exists once per version, each under
 * its own URL prefix. Client-safe: the navbar, search and the not-found page
 * read it, and so do the generator, the search indexer and the route loader.
 */
import { API_BASE_PATH, API_VERSIONS_DIR, apiHref, apiSlugFromPath, versionApiBasePath } from "./api-paths";
import { DOCS_PATH } from "./site-paths";

export interface DocsVersion {
  /** Stored as the preferred version and used as the search facet. */
  name: string;
  /** What the version dropdown shows. */
  label: string;
  /** The @unblessed/core release the API reference is generated from. */
  release: string;
  /** URL prefix of the generated API pages; the API index is at this path itself. */
  apiBase: string;
  /** A guide page about the version (content/docs/<name>/api.mdx), read as part of its API. */
  home?: string;
}

export const CURRENT_VERSION: DocsVersion = {
  name: "current",
  label: "Next",
  release: "1.0.0-alpha.23",
  apiBase: API_BASE_PATH,
};

/** npm's `latest`: what `npm install @unblessed/node` installs. */
export const LATEST_RELEASE_VERSION: DocsVersion = {
  name: "0.2.0",
  label: "0.2.0",
  release: "0.2.0",
  apiBase: versionApiBasePath("0.2.0"),
  home: `${DOCS_PATH}/0.2.0/api`,
};

/** In dropdown order: Next first. */
export const DOCS_VERSIONS: readonly DocsVersion[] = [CURRENT_VERSION, LATEST_RELEASE_VERSION];

/** The versions of the one docs plugin this site has (behaviour §4 keys the preferred version by plugin). */
export const DOCS_PLUGIN_ID = "default";

export function versionNamed(name: string): DocsVersion | undefined {
  return DOCS_VERSIONS.find((version) => version.name === name);
}

/** An API page's place: which version, which page ("" is the index). */
export interface ApiLocation {
  version: DocsVersion;
  slug: string;
}

/** The version and slug of an API page URL path; undefined for any other path. */
export function apiLocationFromPath(pathname: string): ApiLocation | undefined {
  for (const version of DOCS_VERSIONS) {
    const slug = apiSlugFromPath(pathname, version.apiBase);
    if (slug !== undefined) return { version, slug };
  }
  return undefined;
}

/**
 * The version a page belongs to for the version dropdown and search: an API
 * page's, or the version whose home page it is (standing for its API index).
 */
export function versionOfPath(pathname: string): ApiLocation | undefined {
  const location = apiLocationFromPath(pathname);
  if (location) return location;
  const clean = pathname.replace(/\/+$/, "");
  const version = DOCS_VERSIONS.find((v) => v.home === clean);
  return version ? { version, slug: "" } : undefined;
}

/** URL path of a page of one version's API reference. */
export function versionedApiHref(version: DocsVersion, slug: string, anchor?: string): string {
  return apiHref(slug, anchor, version.apiBase);
}

/**
 * Page slugs of each version's API reference, by version name: what
 * `npm run generate` writes to VERSION_SLUGS_FILE and the browser loads when
 * it needs to know whether a symbol exists in another version.
 */
export type VersionSlugs = Readonly<Record<string, readonly string[]>>;

/** Repo-relative; app/api-reference/versions/version-switch.ts imports it by this path. */
export const VERSION_SLUGS_FILE = `${API_VERSIONS_DIR}/slugs.json`;

/**
 * The DocSearch tag of a page: an API page is tagged with its docs version,
 * every other page with the plugin-wide "default", so contextual search
 * finds the guides whichever version it is scoped to.
 */
export function docsearchTag(version?: string): string {
  return version ? `docs-${DOCS_PLUGIN_ID}-${version}` : DOCS_PLUGIN_ID;
}
