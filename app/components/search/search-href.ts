import { siteConfig } from "~/site-config";

export function searchPageHref(query: string, page = 1): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${siteConfig.searchPagePath}?${search}` : siteConfig.searchPagePath;
}
