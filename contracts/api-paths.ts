/**
 * Where API pages live: their id in the page manifest, their URL and the file
 * the generator writes for them. The generator, the loaders, the search
 * indexer and the components all derive these from a slug here. Every docs
 * version has its own URL prefix (contracts/docs-versions.ts); the
 * helpers default to the current version's.
 */
import { DOCS_PATH } from "./site-paths";

/** Page id (the path below the docs path) of the API index; every API page id starts with it. */
export const API_BASE_ID = "api/generated";

/** URL prefix of every generated API page of the current version. */
export const API_BASE_PATH = `${DOCS_PATH}/${API_BASE_ID}`;

/** URL prefix of the API pages of an older docs version: `/docs/0.2.0/api/generated`. */
export function versionApiBasePath(versionName: string): string {
  return `${DOCS_PATH}/${versionName}/${API_BASE_ID}`;
}

/** Page id of an API page slug ("" is the index) under an API prefix: "api/generated/widgets.box". */
export function apiPageId(slug: string, base: string = API_BASE_PATH): string {
  const id = base.slice(DOCS_PATH.length + 1);
  return slug ? `${id}/${slug}` : id;
}

/** URL path of an API page slug ("" is the index) under an API prefix, with an optional anchor. */
export function apiHref(slug: string, anchor?: string, base: string = API_BASE_PATH): string {
  const path = slug === "" ? base : `${base}/${slug}`;
  return anchor ? `${path}#${anchor}` : path;
}

/** Slug of an API page URL path under an API prefix; undefined when the path is not one. */
export function apiSlugFromPath(pathname: string, base: string = API_BASE_PATH): string | undefined {
  const clean = pathname.replace(/\/+$/, "");
  if (clean === base) return "";
  if (!clean.startsWith(`${base}/`)) return undefined;
  return decodeURIComponent(clean.slice(base.length + 1));
}

/** File name of a page's model under `pages/`: the index has the empty slug. */
export function apiPageFileName(slug: string): string {
  return `${slug === "" ? "index" : slug}.json`;
}

/** Where `npm run generate` writes the current model and the loaders read it (repo-relative). */
export const API_MODEL_DIR = ".generated/api";

/** The models of the other docs versions (one folder per version name) and their slug lists. */
export const API_VERSIONS_DIR = ".generated/api-versions";

/** The generated model's index file, next to `pages/`. */
export const API_MANIFEST_FILE = "manifest.json";
