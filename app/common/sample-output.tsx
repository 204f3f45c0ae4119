import type { CSSProperties, ReactNode } from "react";
import type { PaintedFrame, PaintedScreen } from "../../contracts/screen-capture";

/**
 * The screens a sample really drew when the build ran it, as text: readable
 * by screen readers and search, selectable, and exactly the characters the
 * terminal held. Each `<figure data-sample-output>` holds nothing but the
 * screen, so its text content is the capture's text (the tests' contract).
 */
export function SampleOutput({ frames }: { frames: string }) {
  const parsed = JSON.parse(frames) as PaintedFrame[];
  return (
    <div className="sample-output not-prose my-5">
      {parsed.map((frame) => (
        <div key={frame.name} className="sample-output-frame">
          <p className="sample-output-label">
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
            // Wider than a phone, it scrolls: focusable, so the keyboard can scroll it too (WCAG 2.1.1).
            tabIndex={0}
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
function renderScreen(screen: PaintedScreen): ReactNode[] {
  const last = screen.lines.length - 1;
  return screen.lines.map((runs, row) => (
    <span key={row}>
      {runs.map(([text, styleIndex], i) => {
        const style = screen.styles[styleIndex];
        return style && Object.keys(style).length > 0 ? (
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
