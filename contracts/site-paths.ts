/**
 * The docs' place in the URL scheme (behaviour §2 fixes it at /docs). A
 * constant rather than configuration: API URLs, version URLs, the manifest
 * and the navbar are all derived from it, and the contracts must not read the
 * configuration (that made a circle through contracts/config/schema.ts).
 */
export const DOCS_PATH = "/docs";

/**
 * The sandbox of live runs (public/live-frame.html): a static document, not a
 * page of the site, so the page checks and the sitemap leave it out.
 */
export const LIVE_FRAME_PATH = "/live-frame";
export const LIVE_FRAME_FILE = "live-frame.html";
