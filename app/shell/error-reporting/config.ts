import type { Breadcrumb, BreadcrumbHint, BrowserOptions, replayIntegration } from "@sentry/react-router";
import { LOCAL_HOSTS } from "./local-hosts";

/**
 * Pure configuration of error reporting: which options the SDK gets, or
 * `null` when it must not be loaded at all. Only types come from the SDK, so
 * importing this file costs nothing in the first-load bundle.
 */

/** Build-time values (inlined by `define` in vite.config.ts). */
export interface SentryEnv {
  dsn?: string | undefined;
  environment?: string | undefined;
  release?: string | undefined;
}

export type ReplayOptions = NonNullable<Parameters<typeof replayIntegration>[0]>;

export interface SentrySetup {
  /** Everything `init` takes except the integrations, which need the SDK itself. */
  options: Omit<BrowserOptions, "integrations">;
  replay: ReplayOptions;
}

export const TRACES_SAMPLE_RATE = 0.1;
export const REPLAYS_SESSION_SAMPLE_RATE = 0.1;
export const REPLAYS_ON_ERROR_SAMPLE_RATE = 1;

/**
 * Replay settings the SDK takes as options. Several equal the SDK's defaults
 * today; they are spelled out so that an SDK upgrade cannot change them behind
 * our back. The idle pause/expiry (5 min / 15 min) are not options at all: a
 * unit test pins the SDK's constants instead.
 */
export const REPLAY_OPTIONS = {
  minReplayDuration: 4999,
  maxReplayDuration: 3_600_000,
  flushMinDelay: 5000,
  flushMaxDelay: 5500,
  mutationBreadcrumbLimit: 750,
  mutationLimit: 10_000,
  slowClickTimeout: 7000,
  // Text typed into inputs (search terms above all) never leaves the browser.
  maskAllInputs: true,
} as const satisfies ReplayOptions;

export function buildSentryOptions(env: SentryEnv, host: string): SentrySetup | null {
  const dsn = env.dsn?.trim();
  if (!dsn || LOCAL_HOSTS.has(host)) return null;
  return {
    options: {
      dsn,
      ...(env.environment ? { environment: env.environment } : {}),
      ...(env.release ? { release: env.release } : {}),
      sendDefaultPii: false,
      tracesSampleRate: TRACES_SAMPLE_RATE,
      replaysSessionSampleRate: REPLAYS_SESSION_SAMPLE_RATE,
      replaysOnErrorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
      beforeBreadcrumb,
    },
    replay: { ...REPLAY_OPTIONS },
  };
}

/** Removes the `q` (search query) parameter from a URL, absolute or relative. */
export function stripSearchQuery(url: string): string {
  return url.replace(/([?&])q=[^&#]*&?/g, "$1").replace(/[?&](?=#|$)/, "");
}

/** Duck-typed so that the function stays testable without a DOM. */
interface ElementLike {
  getAttribute?: (name: string) => string | null;
  closest?: (selector: string) => unknown;
}

const SEARCH_INPUT =
  'input[type="search"], [role="searchbox"], [role="combobox"], input[name="q"], [role="search"] input';

function isSearchInput(target: unknown): boolean {
  if (!target || typeof target !== "object") return false;
  const element = target as ElementLike;
  if (typeof element.closest === "function") return Boolean(element.closest(SEARCH_INPUT));
  const type = element.getAttribute?.("type");
  const role = element.getAttribute?.("role");
  const name = element.getAttribute?.("name");
  return type === "search" || role === "searchbox" || role === "combobox" || name === "q";
}

/** Search queries are what a reader typed: they stay out of breadcrumbs. */
export function beforeBreadcrumb(breadcrumb: Breadcrumb, hint?: BreadcrumbHint): Breadcrumb | null {
  if (breadcrumb.category?.startsWith("ui.")) {
    const event = hint?.["event"] as { target?: unknown } | undefined;
    if (isSearchInput(event?.target)) return null;
    // The SDK describes the element in the message (e.g. `input[type="search"]`).
    if (/type="search"|role="searchbox"|name="q"/.test(breadcrumb.message ?? "")) return null;
    return breadcrumb;
  }
  const data = breadcrumb.data;
  if (!data) return breadcrumb;
  const scrubbed: Record<string, unknown> = { ...data };
  for (const key of ["url", "from", "to"]) {
    const value = scrubbed[key];
    if (typeof value === "string") scrubbed[key] = stripSearchQuery(value);
  }
  return { ...breadcrumb, data: scrubbed };
}
