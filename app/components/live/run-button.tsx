import { lazy, Suspense, useState, type MouseEvent, type RefObject, type SyntheticEvent } from "react";
import { isPlainLeftClick } from "~/lib/events/plain-click";
import { PLAYGROUND_PATH } from "~/lib/playground/page-info";

// Nothing of the terminal or the runtime is part of a page's first load: the
// chunk is fetched when the reader presses the button. A failed download
// shows its reason in place instead of crashing the page.
const LiveTerminal = lazy(() =>
  import("./load-live-terminal")
    .then((module) => module.loadLiveTerminal())
    .catch((error: unknown) => ({ default: () => <p role="alert">{String(error)}</p> })),
);

/** What the Run button needs: the element showing the sample, and its file name (if it has one). */
export interface LiveSampleProps {
  sample: RefObject<HTMLElement | null>;
  filename?: string;
}

const linkModule = () => import("./open-in-playground");

/**
 * "Run in your browser" under a sample, and "Open in playground". The
 * program is the sample element's text, read from the page when it starts:
 * exactly what the reader sees. The playground link is made when the reader
 * reaches for it (pointer or focus; a plain click waits for it), by a module
 * loaded then, so neither a second copy of every sample nor the encoder is in
 * the page's first load.
 */
export function RunInBrowser({ sample, filename }: LiveSampleProps) {
  const [open, setOpen] = useState(false);
  const code = () => sample.current?.textContent ?? "";
  const reach = (event: SyntheticEvent<HTMLAnchorElement>) => {
    const anchor = event.currentTarget;
    void linkModule().then(({ playgroundLink }) => (anchor.href = playgroundLink(code(), filename)));
  };
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    void linkModule().then(({ playgroundLink }) => window.location.assign(playgroundLink(code(), filename)));
  };
  return (
    <>
      {open ? (
        <Suspense fallback={<p className="run-in-browser">Loading…</p>}>
          <LiveTerminal sample={sample} filename={filename} />
        </Suspense>
      ) : null}
      <p className="m-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {open ? null : (
          <button type="button" className="button-secondary px-3 py-1" onClick={() => setOpen(true)}>
            ▶ Run in your browser
          </button>
        )}
        <a
          href={PLAYGROUND_PATH}
          className="text-accent underline"
          onPointerEnter={reach}
          onFocus={reach}
          onClick={follow}
          data-open-playground
        >
          Open in playground
        </a>
      </p>
    </>
  );
}
