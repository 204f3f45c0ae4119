import type { CSSProperties, ReactNode } from "react";
import type { CellStyle, SampleFrame, ScreenCapture, TerminalColor } from "~/lib/samples/screen-capture";

/**
 * The screens a sample really drew when the build ran it, as text: readable
 * by screen readers and search, selectable, and exactly the characters the
 * terminal held. Each `<figure data-sample-output>` holds nothing but the
 * screen, so its text content is the capture's text (the tests' contract).
 */
export function SampleOutput({ frames }: { frames: string }) {
  const parsed = JSON.parse(frames) as SampleFrame[];
  return (
    <div className="sample-output not-prose my-5">
      {parsed.map((frame) => (
        <div key={frame.name} className="sample-output-frame">
          <p className="sample-output-label">
            <span aria-hidden="true">▸ </span>
            {frame.name === "final" ? "Output" : `Frame “${frame.name}”`}
            <span className="sample-output-caption">
              {" "}
              ({frame.caption}, {frame.screen.cols}×{frame.screen.rows})
            </span>
          </p>
          <figure
            data-sample-output=""
            data-frame={frame.name}
            aria-label={`Terminal screen ${frame.caption}`}
            className="sample-output-screen"
          >
            <pre style={{ "--cols": frame.screen.cols } as CSSProperties}>{renderScreen(frame.screen)}</pre>
          </figure>
        </div>
      ))}
    </div>
  );
}

/**
 * One span per row, each ending in a newline but the last. The rows must be
 * elements: an HTML parser drops a newline that directly follows `<pre>`, so
 * a screen whose first row is empty would hydrate with different text.
 */
function renderScreen(screen: ScreenCapture): ReactNode[] {
  const last = screen.lines.length - 1;
  return screen.lines.map((runs, row) => (
    <span key={row}>
      {runs.map(([text, styleIndex], i) => {
        const style = cssFor(screen.styles[styleIndex] ?? {});
        return style ? (
          <span key={i} style={style}>
            {text}
          </span>
        ) : (
          text
        );
      })}
      {row < last ? "\n" : null}
    </span>
  ));
}

// Our terminal palette for the 16 ANSI colours, tuned for the site's dark page.
const ANSI_16 = [
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
const DEFAULT_FG = "var(--terminal-fg)";
const DEFAULT_BG = "var(--terminal-bg)";

/** xterm's 256-colour table: 16 ANSI, a 6×6×6 cube, then 24 greys. */
export function paletteColor(index: number): string {
  if (index < 16) return ANSI_16[index] ?? DEFAULT_FG;
  if (index < 232) {
    const n = index - 16;
    const level = (v: number) => (v === 0 ? 0 : 55 + v * 40);
    return hex(level(Math.floor(n / 36)), level(Math.floor(n / 6) % 6), level(n % 6));
  }
  const grey = 8 + (index - 232) * 10;
  return hex(grey, grey, grey);
}

function hex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

function colorCss(color: TerminalColor | undefined, bold: boolean): string | undefined {
  if (color === undefined) return undefined;
  if (typeof color === "string") return color;
  // Like xterm, bold text in one of the eight base colours is drawn in its bright twin.
  return paletteColor(bold && color < 8 ? color + 8 : color);
}

function cssFor(style: CellStyle): CSSProperties | undefined {
  if (Object.keys(style).length === 0) return undefined;
  let fg = colorCss(style.fg, style.bold === true);
  let bg = colorCss(style.bg, false);
  if (style.inverse) [fg, bg] = [bg ?? DEFAULT_BG, fg ?? DEFAULT_FG];
  const decorations = [style.underline && "underline", style.strikethrough && "line-through"].filter(Boolean);
  const css: CSSProperties = {};
  if (fg) css.color = fg;
  if (bg) css.backgroundColor = bg;
  if (style.bold) css.fontWeight = 700;
  if (style.italic) css.fontStyle = "italic";
  if (style.dim) css.opacity = 0.6;
  if (style.invisible) css.color = "transparent";
  if (decorations.length) css.textDecoration = decorations.join(" ");
  return css;
}
