import { useState, type ComponentType, type ReactNode } from "react";
import type { LiveSampleProps } from "./live-terminal";
import { WARM_ON_INTENT_HANDLERS, warmFrameForRun } from "../sandbox/warm-on-intent";
import { terminalLoadFailure } from "./load-failure";

/** What the button's place shows: the button, the wait for the terminal's chunk, the terminal, or why it failed. */
type Stage =
  | { name: "button" }
  | { name: "loading" }
  | { name: "ready"; LiveTerminal: ComponentType<LiveSampleProps> }
  | { name: "failed"; reason: string };

/**
 * Nothing of the terminal or the runtime is part of a page's first load: the chunk is fetched when
 * the reader presses the button. Imported by hand rather than through lazy() and Suspense: React
 * holds back content that resolves a Suspense fallback until 300 ms after the fallback showed, and
 * a chunk from the cache resolves well before that, so the terminal waited for nothing.
 */
function loadTerminal(): Promise<ComponentType<LiveSampleProps>> {
  return import("./load-live-terminal").then((module) => module.loadLiveTerminal()).then((module) => module.default);
}

/**
 * "Run in your browser" under a sample. The program is the sample element's
 * text, read from the page when it starts: exactly what the reader sees.
 * A `preview` (the captured screen) is shown above the button and gives its
 * place to the live terminal.
 */
export function RunInBrowser({ sample, filename, grid, preview }: LiveSampleProps & { preview?: ReactNode }) {
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
        ref={warmFrameForRun}
        {...WARM_ON_INTENT_HANDLERS}
        onClick={() => {
          // A small chunk of its own, fetched beside the terminal's rather than in every page's first load.
          void import("../sandbox/sandbox-frame").then(
            (frame) => frame.warmSandbox(sample.current?.textContent ?? ""),
            () => undefined,
          );
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
