import { useCallback, useEffect, useRef } from "react";
import { parseGridAttribute } from "../../contracts/terminal-grid";
import { warmFrameForRun, warmOnIntent } from "../live/sandbox/warm-on-intent";
import { showRunFailure } from "./run-failure";

/** The attribute of a gallery ▶ Run button; its value is the widget's class name. */
export const GALLERY_RUN_ATTR = "data-gallery-run";
/** The attribute holding the grid the entry's program drew its picture in, which its terminal opens at. */
export const GALLERY_GRID_ATTR = "data-grid";

/**
 * The gallery Run button a click landed on, if any. Kept apart from the
 * handler so that a page's listener can tell a Run click without loading it.
 */
export function galleryRunButton(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(`[${GALLERY_RUN_ATTR}]`) : null;
}

/**
 * Starts the sandbox when the reader reaches a gallery Run button: the buttons
 * are markup, not components, so the listener of the HTML that holds them
 * (the gallery page, an API page's gallery lead) calls this for its pointer
 * and focus events.
 */
export function warmIfGalleryRun(event: { target: EventTarget }): void {
  if (galleryRunButton(event.target)) warmOnIntent();
}

/** Starts the sandbox's frame when `container` (the gallery's HTML, an API page's body) has a Run button. */
export function warmFrameForGalleryRuns(container: HTMLElement | null): void {
  warmFrameForRun(container?.querySelector(`[${GALLERY_RUN_ATTR}]`) ?? null);
}

/**
 * Starts the terminal for a Run button (a chunk of its own, fetched on the
 * first press). The terminals live in React roots of their own, outside the
 * page's tree: the owner of the HTML unmounts them with itself, which stops
 * their programs, so that leaving the page does not leave one running.
 */
export function useGalleryRuns(): (button: HTMLElement) => void {
  const owner = useRef({ mounted: true, stops: [] as Array<() => void> });
  useEffect(() => {
    const current = owner.current;
    current.mounted = true;
    return () => {
      current.mounted = false;
      for (const stop of current.stops.splice(0)) stop();
    };
  }, []);
  return useCallback((button: HTMLElement) => {
    void import("./gallery-run")
      .then((module) =>
        module.startGalleryRun(button, parseGridAttribute(button.getAttribute(GALLERY_GRID_ATTR) ?? undefined)),
      )
      .then(
        (stop) => {
          if (!stop) return;
          // The reader left while the terminal's code was loading.
          if (owner.current.mounted) owner.current.stops.push(stop);
          else stop();
        },
        // This chunk (or the terminal's, which it imports) did not download: said like a failed terminal.
        (error: unknown) => {
          const actions = button.closest(".gallery-actions");
          if (actions) showRunFailure(actions, error);
        },
      );
  }, []);
}
