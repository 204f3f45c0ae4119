import type { CellStyle, PaintedFrame, PaintedStyle, SampleFrame } from "../../../../contracts/screen-capture";
import { cellColors } from "../../../../contracts/terminal-colors/cell-colors";
import { TERMINAL_FG } from "../../../../contracts/terminal-colors/palette";

/**
 * What the output panel paints for a captured cell style: the colours the
 * live terminal would show (app/live/terminal/, the site's one palette and
 * xterm.js's contrast rule), and the text attributes.
 */
export function paintStyle(style: CellStyle): PaintedStyle {
  if (Object.keys(style).length === 0) return {};
  const { color, backgroundColor } = cellColors(style);
  const decorations = [style.underline && "underline", style.strikethrough && "line-through"].filter(Boolean);
  const painted: PaintedStyle = {};
  if (style.invisible) painted.color = "transparent";
  else if (color !== TERMINAL_FG) painted.color = color;
  if (backgroundColor) painted.backgroundColor = backgroundColor;
  if (style.bold) painted.fontWeight = 700;
  if (style.italic) painted.fontStyle = "italic";
  if (decorations.length) painted.textDecoration = decorations.join(" ");
  return painted;
}

/** A captured frame as the output panel receives it: every style painted. */
export function paintFrame(frame: SampleFrame): PaintedFrame {
  return { ...frame, screen: { ...frame.screen, styles: frame.screen.styles.map(paintStyle) } };
}
