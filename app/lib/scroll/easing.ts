/**
 * Spec §9's scroll easing factor 0.85, read as: each animation frame the
 * distance still to go is multiplied by 0.85, i.e. the page moves 15% of the
 * remaining distance per frame (fast start, gentle landing). Within half a
 * pixel of the target the animation snaps and ends, so it always terminates.
 */
export const SCROLL_EASING_FACTOR = 0.85;

/** The next scroll position, and whether the animation is finished. */
export function easeStep(current: number, target: number, factor = SCROLL_EASING_FACTOR): { y: number; done: boolean } {
  const remaining = (target - current) * factor;
  if (Math.abs(remaining) < 0.5) return { y: target, done: true };
  return { y: target - remaining, done: false };
}
