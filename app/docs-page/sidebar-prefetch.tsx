import { useEffect, type RefObject } from "react";
import { PrefetchPageLinks } from "react-router";
import { useDelegatedPrefetchListeners } from "../common/prefetch/use-delegated-prefetch";

/**
 * Prefetching for the docs sidebar's links (hover, focus, touch, scrolled
 * into view), loaded once the page is idle: it is not part of a doc page's
 * first load (build-scripts/vite/first-load-chunk.ts).
 */
export default function SidebarPrefetch({ root }: { root: RefObject<HTMLElement | null> }) {
  const pages = useDelegatedPrefetchListeners(root);
  // Tests wait for this before hovering; a reader who hovers earlier gets no prefetch, and loses nothing else.
  useEffect(() => root.current?.setAttribute("data-prefetch", "ready"), [root]);
  return pages.map((page) => <PrefetchPageLinks key={page} page={page} />);
}
