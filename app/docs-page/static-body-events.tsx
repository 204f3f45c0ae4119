import { useEffect, type FocusEvent, type MouseEvent, type ReactNode, type RefObject } from "react";
import { PrefetchPageLinks, useNavigate } from "react-router";
import { internalHref } from "../common/internal-href";
import { useDelegatedPrefetch } from "../common/prefetch/use-delegated-prefetch";
import { galleryRunButton, useGalleryRuns, warmFrameForGalleryRuns, warmIfGalleryRun } from "../gallery/gallery-attrs";

/**
 * The listeners of prerendered HTML that React does not hydrate (a guide's
 * body, an API page's body), on its element: links go through the router and
 * prefetch like `PrefetchLink`; a gallery entry's ▶ Run starts its terminal.
 * `onClickFirst` sees a click before them and returns true when it handled it.
 * Returns the props for the element and the prefetch links to render beside it.
 */
export function useStaticBodyEvents(
  ref: RefObject<HTMLElement | null>,
  html: string,
  onClickFirst: (event: MouseEvent) => boolean = () => false,
): { props: Record<string, (event: never) => void>; prefetchLinks: ReactNode } {
  const navigate = useNavigate();
  const startGalleryRun = useGalleryRuns();
  const { pages, handlers } = useDelegatedPrefetch(ref);
  // The Run buttons of each new HTML start the sandbox's frame once one nears the viewport.
  useEffect(() => warmFrameForGalleryRuns(ref.current), [ref, html]);
  const props = {
    ...handlers,
    onClick: (event: MouseEvent) => {
      if (onClickFirst(event)) return;
      const run = galleryRunButton(event.target);
      if (run) return startGalleryRun(run);
      const href = internalHref(event);
      if (!href) return;
      event.preventDefault();
      void navigate(href);
    },
    onPointerOver: warmIfGalleryRun,
    onPointerDown: warmIfGalleryRun,
    onFocus: (event: FocusEvent) => {
      handlers.onFocus(event);
      warmIfGalleryRun(event);
    },
  };
  const prefetchLinks = pages.map((page) => <PrefetchPageLinks key={page} page={page} />);
  return { props, prefetchLinks };
}
