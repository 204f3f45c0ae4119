import { browserPrefetchAllowed } from "../../common/prefetch/connection";

/**
 * Starts the sandbox (its frame, the runtime's script and a worker parsing
 * it) when a reader is about to press Run: the pointer reaching the button,
 * the keyboard focus landing on it, a finger touching it, or the playground's
 * editor opening. Readers point at a button a few hundred milliseconds before
 * they press it, and the frame and the worker were most of the time from Run
 * to the first frame when they started with the click. Like prefetching, it
 * spends data on a run that may not come: never on a data-saver connection,
 * where the click starts it as before.
 */
export function warmOnIntent(): void {
  if (!browserPrefetchAllowed()) return;
  // A small chunk of its own, so that a page's first load carries none of the sandbox.
  void import("./sandbox-frame").then(
    (frame) => frame.warmSandbox(),
    () => undefined,
  );
}

/** The handlers that start it on a Run button. */
export const WARM_ON_INTENT_HANDLERS = {
  onPointerEnter: warmOnIntent,
  onPointerDown: warmOnIntent,
  onFocus: warmOnIntent,
} as const;
