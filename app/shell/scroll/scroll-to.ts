import { easeStep } from "./easing";

let cancelRunning: (() => void) | undefined;

export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls the window to `to`: instantly for readers who ask for reduced
 * motion, natively smooth where the browser supports it, and otherwise with
 * the 0.85 easing animation. A destination given as a function is read again
 * every frame and always animated: an element's place moves while the page
 * scrolls when the sections passed on the way are laid out only as they come
 * into view (content-visibility), which a native smooth scroll cannot follow.
 * A new scroll or any wheel/touch/key input cancels a running animation so
 * that it never fights the reader.
 */
export function scrollWindowTo(to: number | (() => number)): void {
  cancelRunning?.();
  const destination = typeof to === "number" ? () => to : to;
  if (prefersReducedMotion()) {
    window.scrollTo({ top: destination(), behavior: "instant" });
    return;
  }
  if (typeof to === "number" && "scrollBehavior" in document.documentElement.style) {
    window.scrollTo({ top: to, behavior: "smooth" });
    return;
  }
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ["wheel", "touchstart", "keydown"]) window.removeEventListener(type, stop);
    cancelRunning = undefined;
  };
  let frames = 0;
  const tick = () => {
    // The page may be too short to bring the destination to the top.
    const bottom = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
    const { y, done } = easeStep(window.scrollY, Math.min(destination(), bottom));
    window.scrollTo(0, y);
    // Scroll anchoring may move the page under the animation: the next frame starts from where it is.
    // A page that will not scroll where asked ends the animation after four seconds of frames.
    if (done || ++frames > 240) stop();
    else frame = requestAnimationFrame(tick);
  };
  for (const type of ["wheel", "touchstart", "keydown"]) window.addEventListener(type, stop, { passive: true });
  cancelRunning = stop;
  frame = requestAnimationFrame(tick);
}
