/**
 * `/a/index.html` → `/a` and `/a.html` → `/a` (spec §2), keeping the query
 * and hash. The inline head script (app/lib/head-script.ts) applies the same
 * rule to the address the page was loaded at.
 */
export function cleanPath(href: string): string {
  const match = /^([^?#]*)(.*)$/.exec(href);
  const path = match?.[1] ?? href;
  const rest = match?.[2] ?? "";
  if (!path.endsWith(".html")) return href;
  let clean = path.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
  if (clean.length > 1 && clean.endsWith("/")) clean = clean.slice(0, -1);
  return (clean || "/") + rest;
}
