import type { CellStyle, TerminalColor } from "../screen-capture";
import { fromHex, toHex, withContrast } from "./contrast";
import { MIN_CONTRAST, paletteColor, TERMINAL_BG, TERMINAL_FG } from "./palette";

export interface CellColors {
  /** The text colour, as a CSS colour. */
  color: string;
  /** The cell's background; undefined: the terminal's own. */
  backgroundColor: string | undefined;
}

const resolve = (color: TerminalColor | undefined) =>
  color === undefined ? undefined : typeof color === "string" ? color : paletteColor(color);

const halfway = (from: string, to: string) => toHex(fromHex(from).map((v, i) => (v + (fromHex(to)[i] ?? 0)) / 2));

/**
 * The colours a cell shows, decided in the order xterm.js's DOM renderer
 * decides them (xterm 6, DomRendererRowFactory), so a capture matches the
 * live terminal:
 * - inverse swaps the two colours first; a default background shown as text
 *   is the terminal's background colour, a default text colour shown as
 *   background its foreground;
 * - bold text in one of the eight base colours takes its bright twin;
 * - the text is held to MIN_CONTRAST against the background (dim text to
 *   half of it). Text in the default colour is measured as the terminal's
 *   foreground even when inverse shows it in the background colour: that is
 *   what xterm.js does, and where it adjusts, the adjusted colour is shown;
 * - dim text that needs no adjustment is drawn at half opacity, halfway to
 *   its background.
 */
export function cellColors(style: CellStyle): CellColors {
  const [fgColor, bgColor] = style.inverse ? [style.bg, style.fg] : [style.fg, style.bg];
  const background = resolve(bgColor) ?? (style.inverse ? TERMINAL_FG : undefined);
  const behind = background ?? TERMINAL_BG;
  const ratio = style.dim ? MIN_CONTRAST / 2 : MIN_CONTRAST;

  let base: string;
  let unadjusted: string;
  if (fgColor === undefined) {
    base = TERMINAL_FG;
    unadjusted = style.inverse ? TERMINAL_BG : TERMINAL_FG;
  } else {
    const index = typeof fgColor === "number" && style.bold && fgColor < 8 ? fgColor + 8 : fgColor;
    base = resolve(index) ?? TERMINAL_FG;
    unadjusted = base;
  }
  const adjusted = withContrast(base, behind, ratio);
  if (adjusted !== base) return { color: adjusted, backgroundColor: background };
  return { color: style.dim ? halfway(unadjusted, behind) : unadjusted, backgroundColor: background };
}
