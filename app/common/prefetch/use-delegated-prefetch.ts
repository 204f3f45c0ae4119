import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { internalPath } from "../internal-href";
import { HOVER_DELAY_MS, observeOnce, prefetchable } from "./use-prefetch";

const pathnameOf = (href: string) => href.split(/[?#]/)[0] ?? href;

/**
 * `usePrefetch` for the links of prerendered HTML that React does not render
 * (an API page's body): the same triggers (hover, focus, touch, scrolling into
 * view), listened to once on the container. Returns the pages to render
 * `<PrefetchPageLinks>` for and the handlers to spread on the container.
 * Mount it once per content (a `key`): it observes the links present at mount.
 */
export function useDelegatedPrefetch(container: RefObject<HTMLElement | null>) {
  const [pages, setPages] = useState<string[]>([]);
  const requested = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const trigger = useCallback((anchor: Element | null) => {
    const href = anchor && internalPath(anchor);
    if (!href) return;
    const pathname = pathnameOf(href);
    if (pathname === window.location.pathname || requested.current.has(pathname)) return;
    requested.current.add(pathname);
    void prefetchable(pathname).then((ok) => {
      if (ok) startTransition(() => setPages((current) => [...current, pathname]));
      else requested.current.delete(pathname);
    });
  }, []);

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const cancels = [...root.querySelectorAll("a[href^='/']")].map((anchor) =>
      observeOnce(anchor, () => trigger(anchor)),
    );
    return () => {
      cancels.forEach((cancel) => cancel());
      clearTimeout(timer.current);
    };
  }, [container, trigger]);

  const anchorOf = (event: { target: EventTarget }) => (event.target as Element).closest("a");
  const handlers = {
    onMouseOver: (event: { target: EventTarget }) => {
      const anchor = anchorOf(event);
      if (!anchor) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => trigger(anchor), HOVER_DELAY_MS);
    },
    onMouseOut: () => clearTimeout(timer.current),
    onFocus: (event: { target: EventTarget }) => trigger(anchorOf(event)),
    onTouchStart: (event: { target: EventTarget }) => trigger(anchorOf(event)),
  };
  return { pages, handlers };
}

/**
 * `useDelegatedPrefetch` for a container that React renders elsewhere (the
 * docs sidebar, whose prefetching loads after the page is idle): the same
 * handlers, added as listeners. Returns the pages to render
 * `<PrefetchPageLinks>` for.
 */
export function useDelegatedPrefetchListeners(container: RefObject<HTMLElement | null>): string[] {
  const { pages, handlers } = useDelegatedPrefetch(container);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const listeners: [string, (event: Event) => void][] = [
      ["mouseover", (event) => event.target && handlers.onMouseOver({ target: event.target })],
      ["mouseout", () => handlers.onMouseOut()],
      ["focusin", (event) => event.target && handlers.onFocus({ target: event.target })],
      ["touchstart", (event) => event.target && handlers.onTouchStart({ target: event.target })],
    ];
    for (const [type, listener] of listeners) root.addEventListener(type, listener, { passive: true });
    return () => {
      for (const [type, listener] of listeners) root.removeEventListener(type, listener);
    };
  }, [container, handlers]);
  return pages;
}
