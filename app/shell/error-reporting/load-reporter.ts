import { LOCAL_HOSTS } from "./local-hosts";
import type { Capture } from "./sdk";

/**
 * Loads the error reporter after hydration, when the browser is idle, and only
 * when the build has a DSN and the host is not a developer's machine. Errors
 * reported before it has loaded wait in a small queue.
 */

type State =
  | { kind: "undecided" } // before the first call of startErrorReporting
  | { kind: "off" }
  | { kind: "loading" }
  | { kind: "ready"; capture: Capture };

let state: State = { kind: "undecided" };
const queue: { error: unknown; route: string }[] = [];
/** A boundary can render (and so report) the same error more than once. */
const seen = new WeakSet<object>();
const MAX_QUEUED = 20;
const IDLE_TIMEOUT_MS = 3000;
const NO_IDLE_CALLBACK_DELAY_MS = 1000;

export function reportError(error: unknown, { route }: { route: string }): void {
  if (typeof window === "undefined" || state.kind === "off") return;
  if (typeof error === "object" && error !== null) {
    if (seen.has(error)) return;
    seen.add(error);
  }
  if (state.kind === "ready") state.capture(error, route);
  else if (queue.length < MAX_QUEUED) queue.push({ error, route });
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, NO_IDLE_CALLBACK_DELAY_MS);
}

async function load(): Promise<void> {
  try {
    // The options builder travels with the SDK: neither is part of a page's first load.
    const [sdk, { buildSentryOptions }] = await Promise.all([import("./sdk"), import("./config")]);
    const setup = buildSentryOptions(sentryEnv(), window.location.hostname);
    if (!setup) throw new Error("error reporting is not configured");
    const capture = sdk.start(setup);
    state = { kind: "ready", capture };
    for (const { error, route } of queue.splice(0)) capture(error, route);
  } catch {
    // A blocked or failed chunk must not break the page: reporting just stays off.
    state = { kind: "off" };
    queue.length = 0;
  }
}

function sentryEnv() {
  return {
    dsn: import.meta.env.SENTRY_DSN,
    environment: import.meta.env.SENTRY_ENVIRONMENT,
    release: import.meta.env.SENTRY_RELEASE,
  };
}

/** Called once hydration has run; later calls do nothing. */
export function startErrorReporting(): void {
  if (state.kind !== "undecided") return;
  // A constant in the bundle (vite.config.ts trims it): without a DSN, all below is dead code.
  if (!import.meta.env.SENTRY_DSN || LOCAL_HOSTS.has(window.location.hostname)) {
    state = { kind: "off" };
    queue.length = 0;
    return;
  }
  state = { kind: "loading" };
  whenIdle(() => void load());
}
