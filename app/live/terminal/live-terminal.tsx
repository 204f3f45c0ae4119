import { useEffect, useId, useRef, type RefObject } from "react";
import type { TerminalGrid } from "../../../contracts/terminal-grid";
import { LEAVE_KEY_LABEL } from "../run/leave-key";
import { useFullScreen } from "./full-screen";
import { describeStatus, isActive } from "./run-status";
import { useLiveRun } from "./use-live-run";
import "./live.css";

/**
 * The terminal under a code sample: starts the sample when it mounts (the
 * reader has just pressed Run), with Stop / Run again and a status line.
 */
/** What a Run button hands the terminal; a type only, so the button's chunk never loads this one. */
export interface LiveSampleProps {
  sample: RefObject<HTMLElement | null>;
  filename?: string;
  /** The grid the sample is written for: the terminal opens at it, in a smaller font where the panel is narrower. */
  grid?: TerminalGrid;
}

export default function LiveTerminal({ sample, filename = "program.ts", grid }: LiveSampleProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const fullScreen = useFullScreen(wrapperRef);
  const { containerRef, status, run, stop } = useLiveRun({
    label: `Terminal running ${filename}`,
    onLeave: () => buttonRef.current?.focus(),
    size: grid ? { ...grid, shrinkToWidth: true } : "fit",
  });

  useEffect(() => {
    void run(sample.current?.textContent ?? "", filename);
  }, [run, sample, filename]);

  const active = isActive(status);
  return (
    <div
      ref={wrapperRef}
      className="live-terminal border-t border-line p-3"
      data-live-terminal
      data-full-screen={fullScreen.mode === "off" ? undefined : fullScreen.mode}
    >
      <div
        ref={containerRef}
        className={grid ? "live-terminal-frame live-terminal-fixed" : "live-terminal-frame h-[22rem]"}
        aria-describedby={hintId}
        data-status={status.state}
      />
      {grid ? (
        // Shown (live.css) only while the grid is wider than the panel at the smallest font.
        <p className="live-terminal-cue mt-1 text-xs text-muted">
          Wider than this screen: scroll the terminal sideways to see all {grid.cols} columns.
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button
          ref={buttonRef}
          type="button"
          className="button-secondary px-3 py-1 text-sm"
          onClick={active ? stop : () => void run(sample.current?.textContent ?? "", filename)}
        >
          {active ? "Stop" : "Run again"}
        </button>
        <button
          type="button"
          className="button-secondary px-3 py-1 text-sm"
          aria-pressed={fullScreen.mode !== "off"}
          onClick={fullScreen.toggle}
        >
          {fullScreen.mode === "off" ? "Full screen" : "Exit full screen"}
        </button>
        <p role="status" className="min-w-0 flex-1 text-sm text-muted" data-run-status>
          {describeStatus(status, filename)}
        </p>
      </div>
      <p id={hintId} className="mt-2 text-xs text-muted">
        Keys go to the program while the terminal has focus; <kbd>{LEAVE_KEY_LABEL}</kbd> leaves it. The sample runs on
        this site&rsquo;s browser runtime: its <code>@unblessed/node</code> import gets a browser version of{" "}
        <code>NodeRuntime</code>.
      </p>
    </div>
  );
}
