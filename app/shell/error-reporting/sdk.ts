import {
  captureException,
  captureMessage,
  getReplay,
  init,
  reactRouterTracingIntegration,
  replayIntegration,
} from "@sentry/react-router";
import { stripSearchQuery, type SentrySetup } from "./config";
import { policyViolationMessage, type PolicyViolation } from "./policy-violation";

/**
 * The only module that imports the SDK at run time. It is reached through a
 * dynamic `import()` from `./load-reporter.ts`, so Vite puts it (and the SDK) in a
 * chunk of its own that a first load never fetches.
 */
export interface Reporter {
  error(error: unknown, route: string): void;
  violation(violation: PolicyViolation): void;
}

export function start(setup: SentrySetup): Reporter {
  let replayFailed = false;
  init({
    ...setup.options,
    integrations: [
      // Navigation spans from the hydrated router; works with `ssr: false`
      // because it finds the router React Router puts on `window`.
      reactRouterTracingIntegration(),
      replayIntegration({
        ...setup.replay,
        // A failing recorder is reported once and switched off rather than
        // left to misbehave (or to report itself in a loop).
        onError(error) {
          if (replayFailed) return;
          replayFailed = true;
          captureException(error, { tags: { source: "replay" } });
          void getReplay()?.stop();
        },
      }),
    ],
  });
  return {
    error(error, route) {
      captureException(error, { tags: { route } });
    },
    violation(violation) {
      // A warning, not an error: the policy did its job, but the site (or something injected into it) tried.
      captureMessage(policyViolationMessage(violation), {
        level: "warning",
        tags: { source: "csp", csp_directive: violation.directive },
        contexts: {
          csp: {
            blocked_uri: stripSearchQuery(violation.blockedUri),
            source_file: stripSearchQuery(violation.sourceFile),
            line: violation.line,
            column: violation.column,
          },
        },
      });
    },
  };
}
