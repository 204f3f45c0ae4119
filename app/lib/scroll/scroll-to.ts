import { easeStep } from "./easing";

let cancelRunning: (() => void) | undefined;

export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls the window to `top`: instantly for readers who ask for reduced
 * motion, natively smooth where the browser supports it, and otherwise with
 * the 0.85 easing animation. A new scroll or any wheel/touch/key input
 * cancels a running animation so that it never fights the reader.
 */
export function scrollWindowTo(top: number): void {
  cancelRunning?.();
  if (prefersReducedMotion()) {
    window.scrollTo({ top, behavior: "instant" });
    return;
  }
  if ("scrollBehavior" in document.documentElement.style) {
    window.scrollTo({ top, behavior: "smooth" });
    return;
  }
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ["wheel", "touchstart", "keydown"]) window.removeEventListener(type, stop);
    cancelRunning = undefined;
  };
  const tick = () => {
    const { y, done } = easeStep(window.scrollY, top);
    window.scrollTo(0, y);
    // The page may be too short to reach `top`: stop once scrolling has no effect.
    if (done || Math.abs(window.scrollY - y) > 1) stop();
    else frame = requestAnimationFrame(tick);
  };
  for (const type of ["wheel", "touchstart", "keydown"]) window.addEventListener(type, stop, { passive: true });
  cancelRunning = stop;
  frame = requestAnimationFrame(tick);
}
