import { isRouteErrorResponse, type ClientInstrumentation } from "react-router";
import { claimReload } from "./guard";
import { globals, loadMissingRouteModules } from "../../common/route-modules";

/**
 * Spec §8: when a page's code or data can't be loaded, typically because a
 * deploy removed the old hashed files the open tab still asks for, a warning
 * and one full load at the target URL: the new HTML brings the new files.
 *
 * Every such failure ends at a route error boundary (a `.data` that fails or
 * is gone, a route module or a lazy chunk that fails to import), and the
 * load-failure screen there asks `recoverLoadFailure` before it shows
 * anything. One place decides, whichever asset failed.
 */

function reason(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  return error instanceof Error ? error.message : String(error);
}

/** Long enough for a slow host to answer, short enough for a reader waiting on a blank screen. */
const PROBE_TIMEOUT_MS = 5_000;

/**
 * Whether a full load of `target` can help: the host answers a request for
 * the page itself (any status: a page the deploy removed loads as the 404
 * page). Offline, or with every request failing, a reload would only swap
 * the site for the browser's own error page.
 */
export async function hostAnswers(target: string): Promise<boolean> {
  if (navigator.onLine === false) return false;
  try {
    await fetch(target, { method: "HEAD", cache: "no-store", signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

/**
 * A full load of `target`. The failed navigation has usually put it in the
 * address bar already, and `assign()` of the same URL with a `#hash` only
 * scrolls: that case is a reload.
 */
function loadInFull(target: string): void {
  const { pathname, search, hash } = window.location;
  if (target === `${pathname}${search}${hash}`) window.location.reload();
  else window.location.assign(target);
}

/** One decision per failure: a screen rendered twice (Strict Mode, a re-render) must not warn or probe twice. */
const decisions = new WeakMap<object, Promise<boolean>>();

/**
 * Loads `target` in full when that can help and it was not done for this
 * target within the guard's window; resolves true when the page is being
 * replaced, false when the caller should show the load-failure screen.
 */
export function recoverLoadFailure(target: string, error: unknown): Promise<boolean> {
  const key = typeof error === "object" && error !== null ? error : undefined;
  const known = key && decisions.get(key);
  if (known) return known;
  const decision = decide(target, error);
  if (key) decisions.set(key, decision);
  return decision;
}

async function decide(target: string, error: unknown): Promise<boolean> {
  if (!(await hostAnswers(target))) {
    console.warn(`${target} could not be loaded (${reason(error)}) and the site can't be reached; not reloading.`);
    return false;
  }
  if (!claimReload(target, () => window.sessionStorage)) {
    console.warn(`${target} failed to load again (${reason(error)}); not reloading a second time.`);
    return false;
  }
  console.warn(`${target} failed to load (${reason(error)}); loading the page in full.`);
  loadInFull(target);
  return true;
}

/** The load-failure screen's Retry: a full load, once the host answers; false while it does not. */
export async function retryInFull(target: string): Promise<boolean> {
  if (!(await hostAnswers(target))) return false;
  loadInFull(target);
  return true;
}

type InstrumentedRouter = Parameters<NonNullable<ClientInstrumentation["router"]>>[0];
export type NavigateInstrument = NonNullable<Parameters<InstrumentedRouter["instrument"]>[0]["navigate"]>;

/**
 * The work behind every client navigation's instrumentation (see ./index.ts).
 * React Router 7.18 answers a route module that fails to import
 * (lib/dom/ssr/routeModules.ts `loadRouteModule`) with `location.reload()` of
 * the page being left, unguarded. The modules are imported here first, and a
 * failed one is replaced by a component that throws the import's error: the
 * route's error boundary then gets it like any other load failure.
 */
export const recoverNavigation: NavigateInstrument = async (callNavigate, info) => {
  if (typeof info.to === "number" || info.formMethod) return;
  const url = new URL(info.to, window.location.href);
  const failed = await loadMissingRouteModules(url.pathname);
  const modules = globals().__reactRouterRouteModules;
  if (failed && modules) {
    for (const id of failed.ids) {
      modules[id] = {
        default: () => {
          throw failed.error;
        },
      };
    }
  }
  await callNavigate();
};
