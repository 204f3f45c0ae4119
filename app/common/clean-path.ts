import { canonicalPath } from "./trailing-slash";

/**
 * `/a/index.html` → `/a` and `/a.html` → `/a` (behaviour §2; `/a/` with
 * `trailingSlash: true`), keeping the query and hash. The inline head script
 * (app/shell/head-script.ts) applies the same rule to the address the page was
 * loaded at.
 */
export function cleanPath(href: string, trailingSlash?: boolean): string {
  const match = /^([^?#]*)(.*)$/.exec(href);
  const path = match?.[1] ?? href;
  const rest = match?.[2] ?? "";
  if (!path.endsWith(".html")) return href;
  return canonicalPath(path.replace(/(\/index)?\.html$/, "") || "/", trailingSlash) + rest;
}
