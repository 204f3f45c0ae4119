/** The attribute of a gallery ▶ Run button; its value is the widget's class name. */
export const GALLERY_RUN_ATTR = "data-gallery-run";

/**
 * The gallery Run button a click landed on, if any. Kept apart from the
 * handler so that a page's listener can tell a Run click without loading it.
 */
export function galleryRunButton(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(`[${GALLERY_RUN_ATTR}]`) : null;
}

/** Starts the terminal for a Run button (a chunk of its own, fetched on the first press). */
export function startGalleryRun(button: HTMLElement): void {
  void import("./gallery-run").then((module) => module.startGalleryRun(button));
}
