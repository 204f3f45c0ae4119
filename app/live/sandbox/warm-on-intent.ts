import { browserPrefetchAllowed } from "../../common/prefetch/connection";
import { onIdle } from "../../common/idle/on-idle";
import { keptImport } from "../../common/kept-import";

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
  warmSandboxFor("");
}

/** A small chunk of its own, so that a page's first load carries none of the sandbox. */
const sandboxFrame = keptImport(() => import("./sandbox-frame"));

/**
 * Gets the sandbox ready for `source` (sandbox-frame.ts's warmSandbox), at once where its chunk is
 * here already: a click then starts the runtime's and the data files' downloads itself.
 */
export function warmSandboxFor(source: string): void {
  const frame = sandboxFrame.now();
  if (frame) frame.warmSandbox(source);
  else
    void sandboxFrame.load().then(
      (loaded) => loaded.warmSandbox(source),
      () => undefined,
    );
}

/** The handlers that start it on a Run button. */
export const WARM_ON_INTENT_HANDLERS = {
  onPointerEnter: warmOnIntent,
  onPointerDown: warmOnIntent,
  onFocus: warmOnIntent,
} as const;

/** Once a page: its one frame serves every Run button, and outlives client-side navigations. */
let frameQueued = false;
/** Watches the Run buttons given until one comes near; made on the first. */
let nearRun: IntersectionObserver | undefined;
/** The first button's own small first step towards its terminal. */
let prefetchNear: (() => Promise<unknown>) | undefined;

/**
 * Starts the sandbox's frame in an idle moment after the page has loaded, on
 * the connections that prefetch, once a Run button (`button`, a React ref
 * callback's argument) is within a screen of the viewport. Its document is two
 * small files; the process a browser gives a sandboxed frame was most of a
 * run's start when it began with a click that nothing announced (a screen
 * reader's, a script's). A button far down a long guide waits until the reader
 * scrolls towards it, which leaves seconds to spare: making the frame is a long
 * task on a phone, which a page that never runs anything need not pay.
 * `prefetch`, if given, runs in the same moment. `anywhere`: the button runs
 * the program its page is about (an example page's, two to four screens down
 * under its code), which a reader came to run: the frame starts at idle
 * wherever the button is. Started on the way there, it was not ready for a
 * reader who jumps to the button (End, a fling) and presses it at once.
 */
export function warmFrameForRun(
  button: Element | null,
  prefetch?: () => Promise<unknown>,
  { anywhere = false }: { anywhere?: boolean } = {},
): void {
  if (!button || frameQueued) return;
  prefetchNear ??= prefetch;
  // A browser that cannot tell where the button is starts it as if it were in view.
  if (anywhere || typeof IntersectionObserver === "undefined") {
    frameQueued = true;
    nearRun?.disconnect();
    return startFrameWhenIdle(prefetchNear);
  }
  nearRun ??= new IntersectionObserver(
    (entries) => {
      if (frameQueued || !entries.some((entry) => entry.isIntersecting)) return;
      frameQueued = true;
      nearRun?.disconnect();
      startFrameWhenIdle(prefetchNear);
    },
    { rootMargin: "100% 0px" },
  );
  nearRun.observe(button);
}

function startFrameWhenIdle(prefetch: (() => Promise<unknown>) | undefined): void {
  const start = () => {
    if (!browserPrefetchAllowed()) return;
    void sandboxFrame.load().then(
      (frame) => frame.warmFrame(),
      () => undefined,
    );
    prefetch?.().catch(() => undefined);
  };
  // Never before the page's own load is done: its scripts come first.
  if (document.readyState === "complete") onIdle(start, 2000);
  else window.addEventListener("load", () => onIdle(start, 2000), { once: true });
}
