/**
 * The grid a sample was written for, as the build writes it on a runnable
 * code block (`data-live="60x12"`) and the page reads it back to open the
 * live terminal at that size.
 */
export interface TerminalGrid {
  cols: number;
  rows: number;
}

export const gridAttribute = ({ cols, rows }: TerminalGrid): string => `${cols}x${rows}`;

/** The grid in a `data-live` value; undefined for an empty or malformed one (the terminal then fits its panel). */
export function parseGridAttribute(value: string | undefined): TerminalGrid | undefined {
  const match = /^(\d+)x(\d+)$/.exec(value ?? "");
  return match ? { cols: Number(match[1]), rows: Number(match[2]) } : undefined;
}
