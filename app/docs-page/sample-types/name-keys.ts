/**
 * Moving between the names of one code block with the arrow keys: Left and
 * Right go to the previous and next name, Up and Down to the name on the line
 * above or below that is closest across, Home and End to the first and last.
 * From the block itself, any of them starts at the first (or, going back,
 * the last) name.
 */
export const NAME_KEYS: ReadonlySet<string> = new Set([
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
]);

/** What a name is to the keys: its line in the block and where it sits across. */
export interface NamePosition {
  line: number;
  left: number;
}

/** The index of the name the key moves to, or undefined when it stays. `current` is -1 for the block itself. */
export function nameIndexAfterKey(
  positions: readonly NamePosition[],
  current: number,
  key: string,
): number | undefined {
  const last = positions.length - 1;
  if (last < 0) return undefined;
  const backwards = key === "ArrowLeft" || key === "ArrowUp" || key === "End";
  if (current < 0 || key === "Home" || key === "End") return backwards ? last : 0;
  if (key === "ArrowRight") return current < last ? current + 1 : undefined;
  if (key === "ArrowLeft") return current > 0 ? current - 1 : undefined;
  const from = positions[current];
  if (!from) return undefined;
  const step = key === "ArrowDown" ? 1 : -1;
  // The nearest line in that direction that has names, then its name closest across.
  let line: number | undefined;
  for (let i = current + step; i >= 0 && i <= last; i += step) {
    const candidate = positions[i];
    if (candidate && candidate.line !== from.line) {
      line = candidate.line;
      break;
    }
  }
  if (line === undefined) return undefined;
  let best: number | undefined;
  positions.forEach((position, i) => {
    if (position.line !== line) return;
    const bestPosition = best === undefined ? undefined : positions[best];
    if (!bestPosition || Math.abs(position.left - from.left) < Math.abs(bestPosition.left - from.left)) best = i;
  });
  return best;
}
