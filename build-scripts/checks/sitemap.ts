import { canonicalUrl } from "../../app/shell/meta";
import { pathKey } from "../../app/common/trailing-slash";
import { DOCS_PATH } from "../../contracts/site-paths";
import { siteConfig } from "../../app/site-config";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Absolute URLs through the same function as the canonical links, so the two always agree. */
export function sitemapXml(paths: readonly string[]): string {
  const urls = [...new Set(paths)].map((route) => `  <url><loc>${escapeXml(canonicalUrl(route))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", siteConfig.url).href}\n`;
}

/**
 * Every prerendered page a visitor can land on, by its canonical URL: not the
 * 404 page, not test-only routes, and not `/docs`, which shows the main docs
 * page and names that page's URL as canonical (a sitemap lists canonical URLs only).
 */
export function sitemapPaths(prerendered: readonly string[], notFoundPath: string): string[] {
  const left = new Set([pathKey(notFoundPath), pathKey(DOCS_PATH)]);
  return prerendered.filter((route) => !left.has(pathKey(route)) && !route.startsWith("/__test"));
}
