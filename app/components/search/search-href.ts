import { canonicalPath } from "~/lib/trailing-slash";
import { CURRENT_VERSION } from "~/contracts/docs-versions";
import { siteConfig } from "~/site-config";

/** The /search URL of a query; `version` scopes its API results to a docs version other than the current one. */
export function searchPageHref(query: string, page = 1, version?: string): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  if (version && version !== CURRENT_VERSION.name) params.set("version", version);
  const search = params.toString();
  const path = canonicalPath(siteConfig.searchPagePath);
  return search ? `${path}?${search}` : path;
}
