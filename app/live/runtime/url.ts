import type { UrlWithStringQuery } from "node:url";

/**
 * `url` for the browser runtime. Core calls only `fileURLToPath`, once, to find
 * its own folder. The npm `url` package implements the legacy parser without
 * `fileURLToPath`, and the browser already has a WHATWG `URL`, so these three
 * functions are written over it.
 */
export function fileURLToPath(url: string | URL): string {
  const parsed = typeof url === "string" ? new URL(url) : url;
  if (parsed.protocol !== "file:") throw new TypeError(`The URL must be of scheme file: ${parsed.href}`);
  if (parsed.hostname) throw new TypeError(`File URL host must be "localhost" or empty: ${parsed.href}`);
  return decodeURIComponent(parsed.pathname);
}

/** The legacy object form, for code that still uses it; relative URLs resolve against file:///. */
export function parse(url: string): UrlWithStringQuery {
  const parsed = new URL(url, "file:///");
  const relative = !/^[a-z][a-z\d+.-]*:/i.test(url);
  return {
    protocol: relative ? null : parsed.protocol,
    slashes: relative ? null : url.includes("//"),
    auth: parsed.username ? `${parsed.username}${parsed.password ? `:${parsed.password}` : ""}` : null,
    host: parsed.host || null,
    port: parsed.port || null,
    hostname: parsed.hostname || null,
    hash: parsed.hash || null,
    search: parsed.search || null,
    query: parsed.search ? parsed.search.slice(1) : null,
    pathname: parsed.pathname,
    path: parsed.pathname + parsed.search,
    href: relative ? url : parsed.href,
  };
}

export function format(url: string | URL | { href?: string | null }): string {
  if (typeof url === "string") return url;
  return url.href ?? "";
}
