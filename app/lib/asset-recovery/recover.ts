import { isRouteErrorResponse, type ClientInstrumentation } from "react-router";
import { claimReload } from "./guard";
import { globals, loadMissingRouteModules } from "./route-modules";

/**
 * React Router 7.18's own handling of a route module that fails to import
 * (lib/dom/ssr/routeModules.ts `loadRouteModule`) logs two console errors and
 * calls `location.reload()`: the reader stays on the page they were leaving,
 * and nothing stops the next click from doing it again. A `.data` file that
 * is gone shows a 404 error screen. This instrumentation runs in front of
 * every `navigate()` and replaces both with spec §8's behaviour: a warning and
 * one full load at the target URL.
 */

function reason(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  return error instanceof Error ? error.message : String(error);
}

const never = () => new Promise<never>(() => {});

/** One full load at the target, or false when this target already had it. */
function reloadOnce(target: string, what: string, error: unknown): boolean {
  if (!claimReload(target, () => window.sessionStorage)) {
    console.warn(`The ${what} for ${target} failed to load again (${reason(error)}); not reloading a second time.`);
    return false;
  }
  console.warn(`The ${what} for ${target} failed to load (${reason(error)}); loading the page in full.`);
  window.location.assign(target);
  return true;
}

type InstrumentedRouter = Parameters<NonNullable<ClientInstrumentation["router"]>>[0];
export type NavigateInstrument = NonNullable<Parameters<InstrumentedRouter["instrument"]>[0]["navigate"]>;

/** The work behind every client navigation's instrumentation (see ./index.ts). */
export const recoverNavigation: NavigateInstrument = async (callNavigate, info) => {
  if (typeof info.to === "number" || info.formMethod) return;
  const url = new URL(info.to, window.location.href);
  const target = `${url.pathname}${url.search}${url.hash}`;

  const failed = await loadMissingRouteModules(url.pathname);
  if (failed) {
    if (reloadOnce(target, "page's code", failed.error)) return never();
    // Keep React Router from reloading on its own: the route renders the
    // import error instead, which the error boundary shows as a load failure.
    const modules = globals().__reactRouterRouteModules;
    for (const id of failed.ids) {
      if (modules)
        modules[id] = {
          default: () => {
            throw failed.error;
          },
        };
    }
  }

  await callNavigate();
  const state = globals().__reactRouterDataRouter?.state;
  if (!state?.errors || state.location.pathname !== url.pathname) return;
  // Every route with a loader is prerendered, so a 404 for its data means the file is gone.
  const missing = Object.values(state.errors).find((error) => isRouteErrorResponse(error) && error.status === 404);
  if (missing && reloadOnce(target, "page's data", missing)) return never();
};
