/**
 * A terminal screen as the sample runner saw it, in the shape the output
 * panel renders. Shared by the runner (which writes it at build time) and the
 * page component (which draws it), so neither re-derives the other's format.
 */

/** A colour: an xterm palette index (0–255) or a `#rrggbb` true colour. */
export type TerminalColor = number | string;

export interface CellStyle {
  fg?: TerminalColor;
  bg?: TerminalColor;
  bold?: true;
  dim?: true;
  italic?: true;
  underline?: true;
  inverse?: true;
  invisible?: true;
  strikethrough?: true;
}

/** A run of cells on one row that share a style: [text, index into `styles`]. */
export type StyledRun = [text: string, style: number];

export interface ScreenCapture {
  cols: number;
  rows: number;
  /** `styles[0]` is always the default style. */
  styles: CellStyle[];
  /** One entry per row; a row ends at its last visible cell. */
  lines: StyledRun[][];
}

export interface SampleFrame {
  /** `final`, or the name a `frame:NAME` step gave. */
  name: string;
  /** Human description of what was done before this frame, e.g. "after: down down enter". */
  caption: string;
  screen: ScreenCapture;
}

/**
 * A cell style as the output panel paints it: CSS values worked out at build
 * time with the live terminal's palette (app/live/terminal/), so the page ships no palette.
 */
export interface PaintedStyle {
  color?: string;
  backgroundColor?: string;
  fontWeight?: number;
  fontStyle?: "italic";
  textDecoration?: string;
}

/** A captured screen with its styles painted: what `<SampleOutput>` receives. */
export interface PaintedScreen extends Omit<ScreenCapture, "styles"> {
  styles: PaintedStyle[];
}

export interface PaintedFrame extends Omit<SampleFrame, "screen"> {
  screen: PaintedScreen;
}

/** The screen's text: the contract between the runner, expectations and the page. */
export function screenText(screen: Pick<ScreenCapture, "lines">): string {
  return screen.lines.map((runs) => runs.map(([text]) => text).join("")).join("\n");
}
