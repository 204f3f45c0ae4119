/**
 * Where API pages live: their id in the page manifest, their URL and the file
 * the generator writes for them. The generator, the loaders, the search
 * indexer and the components all derive these from a slug here.
 */
import { siteConfig } from "../site-config";

/** Page id (the path below the docs path) of the API index; every API page id starts with it. */
export const API_BASE_ID = "api/generated";

/** URL prefix of every generated API page. */
export const API_BASE_PATH = `${siteConfig.docs.path}/${API_BASE_ID}`;

/** Page id of an API page slug ("" is the index): "api/generated/widgets.box". */
export function apiPageId(slug: string): string {
  return slug ? `${API_BASE_ID}/${slug}` : API_BASE_ID;
}

/** URL path of an API page slug ("" is the index), with an optional anchor. */
export function apiHref(slug: string, anchor?: string): string {
  const path = slug === "" ? API_BASE_PATH : `${API_BASE_PATH}/${slug}`;
  return anchor ? `${path}#${anchor}` : path;
}

/** Slug of an API page URL path; undefined when the path is not an API page. */
export function apiSlugFromPath(pathname: string): string | undefined {
  const clean = pathname.replace(/\/+$/, "");
  if (clean === API_BASE_PATH) return "";
  if (!clean.startsWith(`${API_BASE_PATH}/`)) return undefined;
  return decodeURIComponent(clean.slice(API_BASE_PATH.length + 1));
}

/** File name of a page's model under `pages/`: the index has the empty slug. */
export function apiPageFileName(slug: string): string {
  return `${slug === "" ? "index" : slug}.json`;
}

/** Where `npm run generate` writes the model and the loaders read it (repo-relative). */
export const API_MODEL_DIR = ".generated/api";

/** The generated model's index file, next to `pages/`. */
export const API_MANIFEST_FILE = "manifest.json";
