import type { ClientInstrumentation } from "react-router";

/**
 * Installed at hydration (app/entry.client.tsx). The recovery logic itself
 * (./recover.ts) is a separate chunk, imported on the first navigation and
 * prefetched when the browser is idle, so it is not part of a page's first
 * load. If even that chunk is gone (a deploy replaced every hashed file), the
 * target is loaded in full, which is the recovery anyway. (Offline, that
 * chunk is already in: it is imported when the browser is first idle.)
 */
/** The recovery's own chunk: one import site, shared by the navigation, the prefetch and the load-failure screen. */
export const loadRecovery = () => import("./recover");

export const assetRecovery: ClientInstrumentation = {
  router(router) {
    router.instrument({
      async navigate(callNavigate, info) {
        let recover: typeof import("./recover");
        try {
          recover = await loadRecovery();
        } catch (error) {
          if (typeof info.to === "number" || info.formMethod) return callNavigate().then(() => undefined);
          const url = new URL(info.to, window.location.href);
          console.warn(`The site's code failed to load (${String(error)}); loading ${url.pathname} in full.`);
          window.location.assign(url.href);
          return new Promise<never>(() => {});
        }
        return recover.recoverNavigation(callNavigate, info);
      },
    });
  },
};

/** Warms the chunk so that the first navigation does not wait for it. */
export function prefetchAssetRecovery(): void {
  void loadRecovery().catch(() => undefined);
}
