/**
 * Spec §9's scroll easing factor 0.85, read as: each animation frame the
 * distance still to go is multiplied by 0.85, i.e. the page moves 15% of the
 * remaining distance per frame (fast start, gentle landing). Each frame moves
 * at least a pixel, since browsers keep whole-pixel scroll positions and a
 * smaller step would stall; within a pixel of the target the animation snaps
 * to it, rounded, and ends, so it always terminates.
 */
export const SCROLL_EASING_FACTOR = 0.85;

/** The next scroll position, and whether the animation is finished. */
export function easeStep(current: number, target: number, factor = SCROLL_EASING_FACTOR): { y: number; done: boolean } {
  if (Math.abs(target - current) <= 1) return { y: Math.round(target), done: true };
  const y = target - (target - current) * factor;
  return { y: Math.abs(y - current) < 1 ? current + Math.sign(target - current) : y, done: false };
}
