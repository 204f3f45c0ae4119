import { siteConfig } from "../site-config";

/**
 * The site's one rule for trailing slashes (`trailingSlash` in
 * app/site-config.ts). Pages are known by their path without a slash
 * (`/docs/x`); what readers, crawlers and hosts see is the canonical form:
 * `/docs/x` with `false`, `/docs/x/` with `true`. Every internal link, the
 * canonical URL, the sitemap, the search index and the prerendered paths go
 * through `canonicalPath`, and the build lays pages out to match
 * (build-scripts/), so a host answers each canonical URL with 200
 * and no redirect.
 */
export function canonicalPath(href: string, trailingSlash: boolean = siteConfig.trailingSlash): string {
  const split = /^([^?#]*)(.*)$/s.exec(href);
  const pathname = split?.[1] ?? href;
  const rest = split?.[2] ?? "";
  // A bare "?q" or "#id" stays on the current page; "/" is "/" either way.
  if (!pathname.startsWith("/") || pathname === "/") return href;
  const bare = pathname.replace(/\/+$/, "") || "/";
  return (trailingSlash && bare !== "/" ? `${bare}/` : bare) + rest;
}

/** A path without its trailing slash: how the site compares paths whatever the config. */
export function pathKey(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}
