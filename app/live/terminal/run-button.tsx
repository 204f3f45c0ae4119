import { useState, type ComponentType, type ReactNode } from "react";
import type { LiveSampleProps } from "./live-terminal";
import { WARM_ON_INTENT_HANDLERS, warmFrameForRun, warmSandboxFor } from "../sandbox/warm-on-intent";
import { terminalLoadFailure } from "./load-failure";
import { keptImport } from "../../common/kept-import";

/** What the button's place shows: the button, the wait for the terminal's chunk, the terminal, or why it failed. */
type Stage =
  | { name: "button" }
  | { name: "loading" }
  | { name: "ready"; LiveTerminal: ComponentType<LiveSampleProps> }
  | { name: "failed"; reason: string };

/** The terminal's loader: a few hundred bytes that list its files (load-live-terminal.ts). */
const terminalLoader = keptImport(() => import("./load-live-terminal"));

/**
 * Nothing of the terminal or the runtime is part of a page's first load: the chunk is fetched when
 * the reader presses the button. Imported by hand rather than through lazy() and Suspense: React
 * holds back content that resolves a Suspense fallback until 300 ms after the fallback showed, and
 * a chunk from the cache resolves well before that, so the terminal waited for nothing. With the
 * loader already here, the files are asked for within the click itself: even a cached module's
 * import() resolves only after the next frame, which on a phone is the "Loading…" one (~200 ms).
 */
function loadTerminal(): Promise<ComponentType<LiveSampleProps>> {
  const loader = terminalLoader.now();
  const terminal = loader
    ? loader.loadLiveTerminal()
    : terminalLoader.load().then((module) => module.loadLiveTerminal());
  return terminal.then((module) => module.default);
}

/**
 * The sandbox's frame and the terminal's loader, fetched when the page is idle: the loader was a
 * round trip of its own between the click and the terminal's files (over 100 ms on a phone). For
 * the program a page is about, wherever its button is; for any other, once it comes near.
 */
const warmForRun = (button: Element | null) => warmFrameForRun(button, terminalLoader.load);
const warmForExample = (button: Element | null) => warmFrameForRun(button, terminalLoader.load, { anywhere: true });

/**
 * "Run in your browser" under a sample. The program is the sample element's
 * text, read from the page when it starts: exactly what the reader sees.
 * A `preview` (the captured screen) is shown above the button and gives its
 * place to the live terminal. `example`: the sample is one of the playground's
 * examples, the program its page is about (an example page's, the quick start's).
 */
export function RunInBrowser({
  sample,
  filename,
  grid,
  preview,
  example = false,
}: LiveSampleProps & { preview?: ReactNode; example?: boolean }) {
  const [stage, setStage] = useState<Stage>({ name: "button" });
  if (stage.name === "ready") return <stage.LiveTerminal sample={sample} filename={filename} grid={grid} />;
  if (stage.name === "loading") return <p className="run-in-browser">Loading…</p>;
  return (
    <>
      {preview}
      {/* A failed download says why above the button, which tries again, instead of crashing the page. */}
      {stage.name === "failed" && <p role="alert">{stage.reason}</p>}
      <button
        type="button"
        className="run-in-browser button-secondary"
        ref={example ? warmForExample : warmForRun}
        {...WARM_ON_INTENT_HANDLERS}
        onClick={() => {
          warmSandboxFor(sample.current?.textContent ?? "");
          setStage({ name: "loading" });
          loadTerminal().then(
            (LiveTerminal) => setStage({ name: "ready", LiveTerminal }),
            (error: unknown) => setStage({ name: "failed", reason: terminalLoadFailure(error) }),
          );
        }}
      >
        ▶ Run in your browser
      </button>
    </>
  );
}
