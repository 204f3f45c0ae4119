import { canonicalPath } from "~/lib/trailing-slash";
import { siteConfig } from "~/site-config";

export function searchPageHref(query: string, page = 1): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  const path = canonicalPath(siteConfig.searchPagePath);
  return search ? `${path}?${search}` : path;
}
