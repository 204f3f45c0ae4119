import { lazy, Suspense, useState } from "react";
import { RUN_MARK } from "~/lib/live/marks";

// Nothing of the terminal or the runtime is part of a page's first load: the
// chunk is fetched when the reader presses the button. A failed download
// shows its reason in place instead of crashing the page.
const LiveTerminal = lazy(() =>
  import("./load-live-terminal")
    .then((module) => module.loadLiveTerminal())
    .catch((error: unknown) => ({ default: () => <p role="alert">{String(error)}</p> })),
);

/**
 * "Run in your browser" under a sample. `getSource` reads the sample's text
 * from the page when pressed, so what runs is exactly what the reader sees.
 */
export function RunInBrowser({ getSource, filename }: { getSource: () => string; filename: string }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button
        type="button"
        className="run-in-browser button-secondary"
        onClick={() => {
          performance.mark(RUN_MARK);
          setOpen(true);
        }}
      >
        ▶ Run in your browser
      </button>
    );
  return (
    <Suspense fallback={<p className="run-in-browser">Loading…</p>}>
      <LiveTerminal getSource={getSource} filename={filename} />
    </Suspense>
  );
}
