import { useEffect, useId } from "react";
import { LEAVE_KEY_LABEL } from "../run/leave-key";
import type { TerminalSize } from "../run/terminal-size";
import type { RunStatus } from "./run-status";
import { useLiveRun } from "./use-live-run";
import "./live.css";

export interface RunRequest {
  source: string;
  filename: string;
  /** A new number for every press of Run, so the same source can run again. */
  id: number;
}

/**
 * The playground's terminal: runs each new request, stops on each new stop
 * number, and reports the status to the page that owns the buttons.
 */
export default function PlaygroundTerminal({
  request,
  stopRequest,
  size,
  onStatus,
  onLeave,
}: {
  request: RunRequest;
  stopRequest: number;
  size: TerminalSize;
  onStatus: (status: RunStatus) => void;
  onLeave: () => void;
}) {
  const hintId = useId();
  const { containerRef, run, stop, status, grid } = useLiveRun({
    label: "Terminal running your program",
    onLeave,
    size,
  });

  useEffect(() => {
    void run(request.source, request.filename);
  }, [run, request]);

  useEffect(() => {
    if (stopRequest) stop();
  }, [stop, stopRequest]);

  useEffect(() => onStatus(status), [onStatus, status]);

  return (
    <>
      <div
        ref={containerRef}
        // A fixed grid takes the room it needs (scrolling sideways on a narrow screen); "fit" fills the panel.
        className={size === "fit" ? "live-terminal-frame h-[26rem]" : "live-terminal-frame live-terminal-fixed"}
        aria-describedby={hintId}
        data-live-terminal
        data-status={status.state}
        data-cols={grid?.cols}
        data-rows={grid?.rows}
      />
      <p id={hintId} className="mt-2 text-xs text-muted">
        {grid ? `${grid.cols}×${grid.rows} cells. ` : null}
        Keys go to the program while the terminal has focus; <kbd>{LEAVE_KEY_LABEL}</kbd> leaves it.
      </p>
    </>
  );
}
