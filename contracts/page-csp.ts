// Build time only (build-scripts/write-page-csp.ts and the tests): the browser never computes a
// hash, so node:crypto's synchronous digest is fine here and no browser code imports this module.
import { createHash } from "node:crypto";
import { isComplete, SEARCH_SERVICES } from "./search-env-names";
import { DOCUMENT_CSP } from "./security-headers";

/**
 * The per-page policy for the documents (docs/hosting.md, "Security headers"):
 * written into each prerendered page as a `<meta http-equiv>` element by the
 * postbuild step, next to the header policy every host sends (DOCUMENT_CSP),
 * and enforced together with it. The sandbox frame keeps its own
 * (LIVE_FRAME_CSP) and gets none of this.
 */

/** The CSP source of an inline script: `'sha256-…'` of its text, as the browser hashes it (UTF-8). */
export function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

/** The origins the outside services of a build talk to, from the values inlined into its bundle. */
export interface ServiceOrigins {
  /** Sentry's ingest, when error reporting is configured. */
  errorReporting?: string;
  /** Algolia's read hosts, when hosted search is configured. */
  search: readonly string[];
  /** The chat-completions endpoint's origin, when Ask AI is configured. */
  askAi?: string;
}

type BuildEnv = Partial<Record<string, string | undefined>>;

const [ALGOLIA, ASK_AI] = SEARCH_SERVICES;

/**
 * Where Algolia's lite client sends a search when no ALGOLIA_HOST is set: the
 * `-dsn` host first, then the three fallbacks it retries on (algoliasearch's
 * `getDefaultHosts`; the write-only host is never used by a search key).
 */
function algoliaReadHosts(appId: string): string[] {
  const app = appId.toLowerCase();
  return [`https://${app}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`)];
}

function originOf(name: string, url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`${name} is not a URL ("${url}"), so the page policy cannot allow its origin`);
  }
}

/**
 * A service counts when the browser bundle will use it: Sentry with a DSN,
 * search and Ask AI when all their required variables are set (the same rule
 * as app/search/engine/search-config.ts).
 */
export function serviceOrigins(env: BuildEnv): ServiceOrigins {
  const dsn = env["SENTRY_DSN"]?.trim();
  const host = env["ALGOLIA_HOST"];
  const endpoint = env["ASK_AI_ENDPOINT"];
  let search: string[] = [];
  if (isComplete(ALGOLIA, env))
    search = host ? [originOf("ALGOLIA_HOST", host)] : algoliaReadHosts(env["ALGOLIA_APP_ID"] ?? "");
  return {
    // The SDK posts envelopes to the DSN's host (its user part is the public key, not part of the origin).
    ...(dsn ? { errorReporting: originOf("SENTRY_DSN", dsn) } : {}),
    search,
    ...(isComplete(ASK_AI, env) && endpoint ? { askAi: originOf("ASK_AI_ENDPOINT", endpoint) } : {}),
  };
}

/** Directives a `<meta>` policy cannot carry; browsers ignore them there and say so in the console. */
const HEADER_ONLY = /^(frame-ancestors|report-uri|sandbox)\b/;

/**
 * The page policy. Scripts: the site's own files and the page's inline
 * scripts by hash, never 'unsafe-inline', and no 'unsafe-eval': no page
 * evaluates code (a guide's body is HTML rendered at build time; reader code
 * runs in the sandbox's frame, under its own policy). Styles allow inline: highlighted code and
 * terminal screens are coloured by style attributes. Workers: the search
 * worker is a file of the build; Sentry's replay starts its compression
 * worker from a Blob. Frames: the live-run sandbox (/live-frame) only.
 * The header policy's object-src, base-uri and form-action are repeated, so
 * a host that sends no headers still has them.
 */
export function pagePolicy(scriptHashes: readonly string[], services: ServiceOrigins): string {
  const outside = [services.errorReporting, ...services.search, services.askAi].filter(
    (origin): origin is string => origin !== undefined,
  );
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...new Set(scriptHashes)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    ["connect-src 'self'", ...new Set(outside)].join(" "),
    services.errorReporting ? "worker-src 'self' blob:" : "worker-src 'self'",
    "frame-src 'self'",
    ...DOCUMENT_CSP.split("; ").filter((directive) => !HEADER_ONLY.test(directive)),
  ];
  return directives.join("; ");
}
