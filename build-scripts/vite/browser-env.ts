import { SEARCH_ENV_NAMES, type SearchEnvName } from "../../contracts/search-env-names.ts";

/**
 * Error reporting's build-time variables (docs/architecture.md, "Error
 * reporting"). Only these three are inlined: an `envPrefix` of `SENTRY_` would
 * also ship e.g. `SENTRY_AUTH_TOKEN` to every browser.
 */
export const SENTRY_ENV_NAMES = ["SENTRY_DSN", "SENTRY_ENVIRONMENT", "SENTRY_RELEASE"] as const;

export type BrowserEnvName = (typeof SENTRY_ENV_NAMES)[number] | SearchEnvName;

/**
 * The build-time values the browser bundle is given, by name. vite.config.ts
 * inlines exactly these, and the page policy (build-scripts/write-page-csp.ts)
 * allows the services they configure, so the two cannot disagree.
 */
export function browserEnv(env: NodeJS.ProcessEnv = process.env): Record<BrowserEnvName, string> {
  return {
    // Trimmed, so that an unset or blank DSN is "" in the bundle and the minifier drops the
    // loader (app/shell/error-reporting/load-reporter.ts) from a build without one.
    ...Object.fromEntries(SENTRY_ENV_NAMES.map((name) => [name, (env[name] ?? "").trim()])),
    // Search services (docs/search.md); the search key is a public, search-only key.
    ...Object.fromEntries(SEARCH_ENV_NAMES.map((name) => [name, env[name] ?? ""])),
  } as Record<BrowserEnvName, string>;
}

/** `browserEnv` as Vite's `define` entries (`import.meta.env.NAME` → its value as a literal). */
export function defineBrowserEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(browserEnv(env)).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]),
  );
}
