import path from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  // What React Router's own server sends for single-fetch data.
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
};

export function contentTypeOf(file: string): string {
  return TYPES[path.extname(file)] ?? "application/octet-stream";
}

/** Text formats shrink several times over; images and fonts are compressed already. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|xml)|image\/svg\+xml)/.test(contentType);
}

/** Hashed build output: the name changes whenever the content does. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and their data: kept, but revalidated on every use, so a deploy shows at once. */
export const REVALIDATE = "no-cache";
/** Unhashed static files (logo, favicon, sitemap): a short lifetime. */
export const SHORT = "public, max-age=3600";

/** `urlPath` is the request path; `file` the file that answers it. */
export function cacheControlOf(urlPath: string, file: string): string {
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  const ext = path.extname(file);
  return ext === ".html" || ext === ".data" ? REVALIDATE : SHORT;
}
