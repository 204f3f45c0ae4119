import type { CSSProperties, ReactNode } from "react";
import type { CellStyle, SampleFrame, ScreenCapture } from "~/lib/samples/screen-capture";
import { cellColors, TERMINAL_FG } from "~/lib/samples/terminal-colors";

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

function cssFor(style: CellStyle): CSSProperties | undefined {
  if (Object.keys(style).length === 0) return undefined;
  const { color, backgroundColor } = cellColors(style);
  const decorations = [style.underline && "underline", style.strikethrough && "line-through"].filter(Boolean);
  const css: CSSProperties = {};
  if (color !== TERMINAL_FG) css.color = color;
  if (backgroundColor) css.backgroundColor = backgroundColor;
  if (style.bold) css.fontWeight = 700;
  if (style.italic) css.fontStyle = "italic";
  if (style.invisible) css.color = "transparent";
  if (decorations.length) css.textDecoration = decorations.join(" ");
  return Object.keys(css).length ? css : undefined;
}
