import { matchRoutes, type RouteObject } from "react-router";

interface RouterGlobals {
  __reactRouterDataRouter?: {
    routes: RouteObject[];
    state: { location: { pathname: string }; errors: Record<string, unknown> | null };
  };
  __reactRouterManifest?: { routes: Record<string, { module: string } | undefined> };
  __reactRouterRouteModules?: Record<string, unknown>;
}

export const globals = () => window as unknown as RouterGlobals;

/**
 * Imports the code of every route a path needs that isn't loaded yet, and
 * returns the first failure, if any. Both the click (asset recovery) and the
 * prefetch go through here before React Router's own loader sees the route:
 * React Router answers a failed route import, even one made only to read a
 * prefetched route's `links`, with a reload of the current page.
 */
export async function loadMissingRouteModules(pathname: string): Promise<{ ids: string[]; error: unknown } | null> {
  const {
    __reactRouterDataRouter: router,
    __reactRouterManifest: manifest,
    __reactRouterRouteModules: loaded,
  } = globals();
  if (!router || !manifest || !loaded) return null;
  const ids = (matchRoutes(router.routes, pathname) ?? [])
    .map((match) => match.route.id)
    .filter((id): id is string => id !== undefined && !(id in loaded));
  const failures: { id: string; error: unknown }[] = [];
  await Promise.all(
    ids.map(async (id) => {
      const url = manifest.routes[id]?.module;
      if (!url) return;
      try {
        // The same URL React Router imports next: a success is served from the module map.
        await import(/* @vite-ignore */ url);
      } catch (error) {
        failures.push({ id, error });
      }
    }),
  );
  const [first] = failures;
  return first ? { ids: failures.map((failure) => failure.id), error: first.error } : null;
}
