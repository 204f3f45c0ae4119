import { LOCAL_HOSTS } from "./local-hosts";
import { policyViolationOf } from "./policy-violation";
import type { Reporter } from "./sdk";

/**
 * Loads the error reporter after hydration, when the browser is idle, and only
 * when the build has a DSN and the host is not a developer's machine. Errors
 * reported before it has loaded wait in a small queue. So do the page
 * policy's violations, watched from hydration on: one blocked earlier (while
 * the HTML was parsed) is not seen.
 */

type State =
  | { kind: "undecided" } // before the first call of startErrorReporting
  | { kind: "off" }
  | { kind: "loading" }
  | { kind: "ready"; reporter: Reporter };

let state: State = { kind: "undecided" };
const queue: ((reporter: Reporter) => void)[] = [];
/** A boundary can render (and so report) the same error more than once. */
const seen = new WeakSet<object>();
/** The same blocked resource is blocked again on every use: reported once per page load. */
const seenViolations = new Set<string>();
const MAX_QUEUED = 20;
const IDLE_TIMEOUT_MS = 3000;
const NO_IDLE_CALLBACK_DELAY_MS = 1000;

export function reportError(error: unknown, { route }: { route: string }): void {
  if (typeof window === "undefined" || state.kind === "off") return;
  if (typeof error === "object" && error !== null) {
    if (seen.has(error)) return;
    seen.add(error);
  }
  send((reporter) => reporter.error(error, route));
}

function reportPolicyViolation(event: SecurityPolicyViolationEvent): void {
  const violation = policyViolationOf(event);
  const key = JSON.stringify(violation);
  if (state.kind === "off" || seenViolations.has(key)) return;
  seenViolations.add(key);
  send((reporter) => reporter.violation(violation));
}

function send(report: (reporter: Reporter) => void): void {
  if (state.kind === "ready") report(state.reporter);
  else if (queue.length < MAX_QUEUED) queue.push(report);
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
    const reporter = sdk.start(setup);
    state = { kind: "ready", reporter };
    for (const report of queue.splice(0)) report(reporter);
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
  // A constant in the bundle (build-scripts/vite/browser-env.ts trims it): without a DSN, all below is dead code.
  if (!import.meta.env.SENTRY_DSN || LOCAL_HOSTS.has(window.location.hostname)) {
    state = { kind: "off" };
    queue.length = 0;
    return;
  }
  state = { kind: "loading" };
  document.addEventListener("securitypolicyviolation", reportPolicyViolation);
  whenIdle(() => void load());
}
