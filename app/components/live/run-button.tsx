import { lazy, Suspense, useState, type RefObject, type SyntheticEvent } from "react";
import { sampleHref } from "~/lib/playground/code-url";
import { PLAYGROUND } from "~/lib/playground/page-info";

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

/**
 * "Run in your browser" under a sample, and "Open in playground". The
 * program is the sample element's text, read from the page when it starts:
 * exactly what the reader sees. The playground link gets the code when the
 * reader reaches for it (pointer, focus, click), so the page carries no second
 * copy of every sample.
 */
export function RunInBrowser({ sample, filename }: LiveSampleProps) {
  const [open, setOpen] = useState(false);
  const link = (event: SyntheticEvent<HTMLAnchorElement>) => {
    const page = { path: window.location.pathname, title: document.querySelector("h1")?.textContent ?? "" };
    const code = sample.current?.textContent ?? "";
    event.currentTarget.href = sampleHref(PLAYGROUND.path, code, { filename: filename ?? "program.ts", page });
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
          href={PLAYGROUND.path}
          className="text-accent underline"
          onPointerEnter={link}
          onFocus={link}
          onClick={link}
          data-open-playground
        >
          Open in playground
        </a>
      </p>
    </>
  );
}
