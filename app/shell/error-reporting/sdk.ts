import {
  captureException,
  getReplay,
  init,
  reactRouterTracingIntegration,
  replayIntegration,
} from "@sentry/react-router";
import type { SentrySetup } from "./config";

/**
 * The only module that imports the SDK at run time. It is reached through a
 * dynamic `import()` from `./index.ts`, so Vite puts it (and the SDK) in a
 * chunk of its own that a first load never fetches.
 */
export type Capture = (error: unknown, route: string) => void;

export function start(setup: SentrySetup): Capture {
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
  return (error, route) => {
    captureException(error, { tags: { route } });
  };
}
