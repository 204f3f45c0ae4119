import { lazy, Suspense, useState, type ReactNode } from "react";
import type { LiveSampleProps } from "./live-terminal";
import { WARM_ON_INTENT_HANDLERS } from "../sandbox/warm-on-intent";

// Nothing of the terminal or the runtime is part of a page's first load: the
// chunk is fetched when the reader presses the button. A failed download
// shows its reason in place instead of crashing the page.
const LiveTerminal = lazy(() =>
  import("./load-live-terminal")
    .then((module) => module.loadLiveTerminal())
    .catch((error: unknown) => ({ default: () => <p role="alert">{String(error)}</p> })),
);

/**
 * "Run in your browser" under a sample. The program is the sample element's
 * text, read from the page when it starts: exactly what the reader sees.
 * A `preview` (the captured screen) is shown above the button and gives its
 * place to the live terminal.
 */
export function RunInBrowser({ sample, filename, grid, preview }: LiveSampleProps & { preview?: ReactNode }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <>
        {preview}
        <button
          type="button"
          className="run-in-browser button-secondary"
          {...WARM_ON_INTENT_HANDLERS}
          onClick={() => {
            // A small chunk of its own, fetched beside the terminal's rather than in every page's first load.
            void import("../sandbox/sandbox-frame").then(
              (frame) => frame.warmSandbox(),
              () => undefined,
            );
            setOpen(true);
          }}
        >
          ▶ Run in your browser
        </button>
      </>
    );
  return (
    <Suspense fallback={<p className="run-in-browser">Loading…</p>}>
      <LiveTerminal sample={sample} filename={filename} grid={grid} />
    </Suspense>
  );
}
