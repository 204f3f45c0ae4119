import type { CellStyle, PaintedStyle, TerminalColor } from "../../lib/samples/screen-capture";

/**
 * How a captured cell's colours are painted in a sample's output panel.
 *
 * A terminal draws a colour index with its theme's palette; the panel is a
 * terminal with our theme. Two choices make every cell readable (WCAG's 4.5:1,
 * which the accessibility tests check with axe) without changing which colour
 * a sample asked for:
 * - backgrounds use deeper tones of the same hues than foregrounds, so light
 *   text on a coloured bar (blessed's favourite "white on blue") reads as it does
 *   in a terminal;
 * - where a pair still falls short (black on green), the text colour is moved
 *   towards white or black until it reaches the ratio, as xterm.js does with its
 *   `minimumContrastRatio` option.
 */

/** The panel's own colours; app.css's `--terminal-fg` and `--terminal-bg` must match (tested). */
export const TERMINAL_FG = "#d7dde4";
export const TERMINAL_BG = "#05070a";
export const MIN_CONTRAST = 4.5;

const ANSI_FOREGROUND = [
  "#1c2128",
  "#f47067",
  "#57ab5a",
  "#c69026",
  "#539bf5",
  "#b083f0",
  "#39c5cf",
  "#c5d1de",
  "#636e7b",
  "#ff938a",
  "#6bc46d",
  "#daaa3f",
  "#6cb6ff",
  "#dcbdfb",
  "#56d4dd",
  "#f0f6fc",
];

const ANSI_BACKGROUND = [
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
];

/** xterm's 256-colour table: 16 ANSI (from `ansi16`), a 6×6×6 cube, then 24 greys. */
export function paletteColor(index: number, ansi16: readonly string[] = ANSI_FOREGROUND): string {
  if (index < 16) return ansi16[index] ?? TERMINAL_FG;
  if (index < 232) {
    const n = index - 16;
    const level = (v: number) => (v === 0 ? 0 : 55 + v * 40);
    return toHex([level(Math.floor(n / 36)), level(Math.floor(n / 6) % 6), level(n % 6)]);
  }
  const grey = 8 + (index - 232) * 10;
  return toHex([grey, grey, grey]);
}

type Rgb = [number, number, number];

function toHex(rgb: Rgb): string {
  return `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
}

function fromHex(hex: string): Rgb {
  const value = hex.replace("#", "");
  const full = value.length === 3 ? [...value].map((c) => c + c).join("") : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function luminance(hex: string): number {
  const [r, g, b] = fromHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function mix(from: string, to: string, amount: number): string {
  const a = fromHex(from);
  const b = fromHex(to);
  return toHex(a.map((v, i) => v + ((b[i] ?? 0) - v) * amount) as Rgb);
}

/**
 * `fg`, or the nearest colour on its way to white or to black that stands out
 * from `bg` by `ratio`. The direction away from the background is tried first.
 */
export function withContrast(fg: string, bg: string, ratio = MIN_CONTRAST): string {
  if (contrastRatio(fg, bg) >= ratio) return fg;
  const towards = luminance(bg) < 0.18 ? ["#ffffff", "#000000"] : ["#000000", "#ffffff"];
  for (const target of towards) {
    for (let step = 1; step <= 20; step++) {
      const candidate = mix(fg, target, step / 20);
      if (contrastRatio(candidate, bg) >= ratio) return candidate;
    }
  }
  return contrastRatio("#ffffff", bg) >= contrastRatio("#000000", bg) ? "#ffffff" : "#000000";
}

function resolve(color: TerminalColor | undefined, ansi16: readonly string[]): string | undefined {
  if (color === undefined) return undefined;
  return typeof color === "string" ? color : paletteColor(color, ansi16);
}

export interface CellColors {
  color: string;
  backgroundColor: string | undefined;
}

/** The text and background colours a cell is painted with (background undefined: the panel's). */
export function cellColors(style: CellStyle): CellColors {
  // Like xterm, bold text in one of the eight base colours is drawn in its bright twin.
  const fgIndex = typeof style.fg === "number" && style.bold && style.fg < 8 ? style.fg + 8 : style.fg;
  let fg = resolve(fgIndex, ANSI_FOREGROUND) ?? TERMINAL_FG;
  let bg = resolve(style.bg, ANSI_BACKGROUND);
  if (style.inverse) {
    // The text takes the background's colour and the other way round, each from its own palette.
    const swappedFg = resolve(style.bg, ANSI_FOREGROUND) ?? TERMINAL_BG;
    bg = resolve(fgIndex, ANSI_BACKGROUND) ?? TERMINAL_FG;
    fg = swappedFg;
  }
  const behind = bg ?? TERMINAL_BG;
  // Dim text is drawn part way to the background, but never below the ratio.
  if (style.dim) fg = mix(fg, behind, 0.4);
  return { color: withContrast(fg, behind), backgroundColor: bg };
}

/** What the panel paints for a cell style: colours that reach the ratio, and the text attributes. */
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
