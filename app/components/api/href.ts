/**
 * URLs of generated API pages. Lives with the components (client-safe) and is
 * re-exported by the server model, so the generator, loaders and components
 * share one definition. Each docs version has its own prefix
 * (app/lib/docs-version/versions.ts); these helpers default to the current one.
 */
import { apiLocationFromPath, apiPathUnder, CURRENT_VERSION } from "../../lib/docs-version/versions.js";

/** URL prefix of every generated API page of the current version. */
export const API_BASE_PATH = CURRENT_VERSION.apiBase;

/** URL path of an API page slug ("" is the index), with an optional anchor, under `base`. */
export function apiHref(slug: string, anchor?: string, base: string = API_BASE_PATH): string {
  return apiPathUnder(base, slug, anchor);
}

/** Slug of a current-version API page URL path; undefined when the path is not one. */
export function apiSlugFromPath(pathname: string): string | undefined {
  const location = apiLocationFromPath(pathname);
  return location?.version === CURRENT_VERSION ? location.slug : undefined;
}
