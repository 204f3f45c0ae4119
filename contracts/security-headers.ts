import { LIVE_FRAME_FILE, LIVE_FRAME_PATH } from "./site-paths";
/**
 * The security headers every host sends (docs/hosting.md, "Security
 * headers"). hosting/nginx.conf, hosting/Caddyfile, public/_headers and the
 * project's static server send exactly these; tests/browser/hosts.test.ts and
 * tests/unit/server/security-headers.test.ts compare them with this file.
 *
 * The documents' policy holds only what is the same on every page and needs a
 * header: no other site may frame the docs, no plugins, no <base> or form
 * posts elsewhere. Script sources differ per page (their inline scripts), so
 * they belong in a per-page policy.
 */
export const DOCUMENT_CSP = "frame-ancestors 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";

/**
 * The sandbox of live runs (public/live-frame.html, app/live/sandbox/): its
 * own script, the runtime as a Blob worker, eval for the reader's compiled
 * program, and nothing else: no fetches, no frames, no forms. `sandbox`
 * keeps it opaque even when opened on its own.
 */
export const LIVE_FRAME_CSP =
  "default-src 'none'; script-src 'self' blob: 'unsafe-eval'; worker-src blob:; connect-src 'none'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox allow-scripts";

/**
 * Browser features the site never uses, denied to it and to every frame. Not
 * `bluetooth`: Chromium on Linux does not know it and warns on the console of
 * every page that names it.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
  "browsing-topics",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** Every response, the sandbox frame included (its CSP replaces DOCUMENT_CSP). */
export const SECURITY_HEADERS = {
  "Content-Security-Policy": DOCUMENT_CSP,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
} as const;

/** The headers of one URL path. */
export function securityHeadersOf(urlPath: string): Record<string, string> {
  const isFrame = urlPath === LIVE_FRAME_PATH || urlPath === `/${LIVE_FRAME_FILE}`;
  return { ...SECURITY_HEADERS, ...(isFrame ? { "Content-Security-Policy": LIVE_FRAME_CSP } : {}) };
}
