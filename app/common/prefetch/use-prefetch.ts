import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { loadMissingRouteModules } from "../route-modules";
import { browserPrefetchAllowed } from "./connection";
import { onIdle } from "../idle/on-idle";

/**
 * Runs work the reader did not ask for (prefetching the links that scrolled
 * into view) one piece per idle period. Each piece matches a route and may
 * import its code and render prefetch tags; run together right after
 * hydration they made one long task that held up the first tap on a phone.
 */
const queue: (() => void)[] = [];

function drain() {
  queue.shift()?.();
  if (queue.length > 0) onIdle(drain, 2000);
}

function whenIdle(task: () => void): void {
  if (queue.push(task) === 1) onIdle(drain, 2000);
}

/** Hovering past a link on the way elsewhere shouldn't fetch it. */
export const HOVER_DELAY_MS = 80;

// One observer for every link on the page instead of one per link.
let observer: IntersectionObserver | undefined;
const onVisible = new WeakMap<Element, () => void>();

/**
 * Calls `callback` once, in an idle period after `element` first scrolls into
 * view (and not before the page has loaded); returns the cancel.
 */
export function observeOnce(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      // Looked up when its turn comes: a link that unmounted meanwhile is skipped.
      whenIdle(() => onVisible.get(entry.target)?.());
    }
  });
  onVisible.set(element, callback);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    onVisible.delete(element);
  };
}

/**
 * Whether `pathname` may be prefetched now: the connection allows it, and the
 * route's code loads. The code goes first, through our loader: a failure is
 * left to the click (app/lib/asset-recovery), and only a loadable page gets
 * React Router's data prefetch, once a page (below). The connection is checked
 * at the moment of the trigger, so a reader who turns on data saver mid-visit
 * stops prefetching.
 */
export async function prefetchable(pathname: string): Promise<boolean> {
  if (!browserPrefetchAllowed() || prefetched.has(pathname)) return false;
  // Kept when the code fails too: that page is left to the click, which recovers or explains.
  prefetched.add(pathname);
  return !(await loadMissingRouteModules(pathname));
}

/**
 * The pages a link of this document has rendered prefetch tags for: the
 * first link to a page prefetches it, and the others leave it. A guide has
 * three links to the introduction (navbar, breadcrumb, sidebar), and each
 * rendered its own tags, so Chromium fetched that page's data three times.
 * Every link writes its target in the site's one form (canonicalPath), so the
 * path itself is the key.
 */
const prefetched = new Set<string>();

/**
 * Decides when a link prefetches its target (`pathname`): returns whether to
 * render the prefetch tags, a ref for the anchor and the event handlers to
 * spread on it.
 */
export function usePrefetch<T extends HTMLElement>(enabled: boolean, pathname: string) {
  const [prefetch, setPrefetch] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const trigger = useCallback(() => {
    void prefetchable(pathname).then((ok) => {
      // Not urgent: React may render the prefetch tags in slices between other work.
      if (ok) startTransition(() => setPrefetch(true));
    });
  }, [pathname]);
  // The anchor is watched from its ref rather than kept in state: a state
  // update from every link's ref would re-render all of them, at once and
  // synchronously, right after hydration.
  const stopObserving = useRef<(() => void) | undefined>(undefined);
  const ref = useCallback(
    (element: T | null) => {
      stopObserving.current?.();
      stopObserving.current = element && enabled && !prefetch ? observeOnce(element, trigger) : undefined;
    },
    [enabled, prefetch, trigger],
  );
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      stopObserving.current?.();
    },
    [],
  );

  const handlers = enabled
    ? {
        onMouseEnter: () => {
          timer.current = setTimeout(trigger, HOVER_DELAY_MS);
        },
        onMouseLeave: () => clearTimeout(timer.current),
        onFocus: trigger,
        onTouchStart: trigger,
      }
    : {};
  return { prefetch: enabled && prefetch, ref, handlers };
}
