/**
 * How big a live terminal is: as many cells as fit its panel, or a fixed grid;
 * `shrinkToWidth` draws the grid in a smaller font, down to a legible minimum,
 * where it is wider than its panel (a sample's grid on a phone).
 */
export type TerminalSize = "fit" | { cols: number; rows: number; shrinkToWidth?: boolean };

/** The sizes the playground offers, with their labels; the first is the default. */
export const TERMINAL_SIZES: ReadonlyArray<{ id: string; label: string; size: TerminalSize }> = [
  { id: "fit", label: "Fit to panel", size: "fit" },
  { id: "80x24", label: "80×24", size: { cols: 80, rows: 24 } },
  { id: "100x30", label: "100×30", size: { cols: 100, rows: 30 } },
  { id: "120x40", label: "120×40", size: { cols: 120, rows: 40 } },
];

export function terminalSize(id: string): TerminalSize {
  return (TERMINAL_SIZES.find((entry) => entry.id === id) ?? TERMINAL_SIZES[0])?.size ?? "fit";
}
