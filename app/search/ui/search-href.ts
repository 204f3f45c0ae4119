import type { ResultGroup } from "../engine/documents";
import { canonicalPath } from "../../common/trailing-slash";
import { CURRENT_VERSION } from "../../../contracts/docs-versions";
import { siteConfig } from "../../site-config";

/**
 * The /search URL of a query; `version` scopes its API results to a docs
 * version other than the current one, `group` lists one group's results
 * page by page instead of both groups' first hits.
 */
export function searchPageHref(query: string, page = 1, version?: string, group?: ResultGroup): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (group) params.set("group", group);
  if (page > 1) params.set("page", String(page));
  if (version && version !== CURRENT_VERSION.name) params.set("version", version);
  const search = params.toString();
  const path = canonicalPath(siteConfig.searchPagePath);
  return search ? `${path}?${search}` : path;
}
