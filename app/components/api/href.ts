/**
 * URLs of generated API pages. Lives with the components (client-safe) and is
 * re-exported by the server model, so the generator, loaders and components
 * share one definition.
 */

/** URL prefix of every generated API page. */
export const API_BASE_PATH = "/docs/api/generated";

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
