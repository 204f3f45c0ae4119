import fs from "node:fs";
import type http from "node:http";
import { createRequire } from "node:module";
import { IMMUTABLE } from "../../../build-scripts/static-server/headers";

/**
 * Where the test build's server (global-setup.ts) serves axe-core: on the site's own origin, as
 * the pages' script policy (contracts/page-csp.ts) allows scripts from 'self' only, and cached
 * for good, so Chromium keeps its compiled code (30 ms a page instead of 100-130).
 */
export const AXE_PATH = "/__test-tools/axe.min.js";

let axeSource: string | undefined;

/** Answers a request for AXE_PATH; false for any other request, which is left alone. */
export function serveAxe(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  if (request.url !== AXE_PATH) return false;
  axeSource ??= fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  response.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": IMMUTABLE });
  response.end(axeSource);
  return true;
}
