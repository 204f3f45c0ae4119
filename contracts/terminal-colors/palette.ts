/**
 * The one terminal palette of the site: the live terminal's xterm.js theme
 * (app/live/run/xterm-view.ts) and the captured frames painted at build time
 * (app/content-pipeline/.server/samples/terminal-colors.ts) both read it, so a program looks
 * the same in both.
 *
 * One set of shades serves as text and as background, as in any terminal.
 * They are deep tones: blessed programs love light text on a coloured bar
 * ("white on blue", "black on cyan" in bold), which needs dark backgrounds to
 * read. Coloured text on the dark page is lifted to a readable shade by the
 * contrast rule (contrast.ts), which xterm.js applies live with its
 * `minimumContrastRatio` option and the build applies the same way.
 */

/** The terminal's own colours; app.css's `--terminal-fg` and `--terminal-bg` must match (tested). */
export const TERMINAL_FG = "#d7dde4";
export const TERMINAL_BG = "#05070a";

/** The lowest contrast ratio text may have with its background (WCAG AA); dim text needs half. */
export const MIN_CONTRAST = 4.5;

/** The 16 ANSI colours, in index order (black, red, green, yellow, blue, magenta, cyan, white, then bright). */
export const ANSI_16 = [
  "#1c2128",
  "#9b2e28",
  "#28622a",
  "#704e0f",
  "#1b54a2",
  "#683eac",
  "#105e66",
  "#c5d1de",
  "#4f5762",
  "#c8433a",
  "#347d37",
  "#8a6414",
  "#2f6fd0",
  "#8e5ad8",
  "#1a7f89",
  "#f0f6fc",
] as const;

const hex = (channels: number[]) => `#${channels.map((v) => v.toString(16).padStart(2, "0")).join("")}`;

/**
 * xterm's 256-colour table: the 16 above, a 6×6×6 cube (levels 0, 95, 135,
 * 175, 215, 255), then 24 greys from 8 to 238.
 */
export function paletteColor(index: number): string {
  if (index < 16) return ANSI_16[index] ?? TERMINAL_FG;
  if (index < 232) {
    const n = index - 16;
    const level = (v: number) => (v === 0 ? 0 : 55 + v * 40);
    return hex([level(Math.floor(n / 36)), level(Math.floor(n / 6) % 6), level(n % 6)]);
  }
  const grey = 8 + (index - 232) * 10;
  return hex([grey, grey, grey]);
}

const NAMES = [
  "black",
  "red",
  "green",
  "yellow",
  "blue",
  "magenta",
  "cyan",
  "white",
  "brightBlack",
  "brightRed",
  "brightGreen",
  "brightYellow",
  "brightBlue",
  "brightMagenta",
  "brightCyan",
  "brightWhite",
] as const;

/** The palette as an xterm.js `ITheme` (the shape, without importing xterm.js). */
export const XTERM_THEME: Record<(typeof NAMES)[number] | "background" | "foreground" | "cursor", string> & {
  selectionBackground: string;
  extendedAnsi: string[];
} = {
  background: TERMINAL_BG,
  foreground: TERMINAL_FG,
  cursor: "#4ade80",
  selectionBackground: "#334155",
  ...(Object.fromEntries(NAMES.map((name, i) => [name, ANSI_16[i]])) as Record<(typeof NAMES)[number], string>),
  extendedAnsi: Array.from({ length: 240 }, (_, i) => paletteColor(16 + i)),
};
