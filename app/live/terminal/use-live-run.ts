import { useCallback, useEffect, useRef, useState } from "react";
import { FIRST_FRAME_MARK } from "../run/marks";
import { ProgramError } from "../run/program-error";
import { runInSandbox } from "../sandbox/sandbox-runner";
import type { Run } from "../run/session";
import type { TerminalSize } from "../run/terminal-size";
import { createTerminalView, type TerminalView } from "../run/xterm-view";
import type { TerminalLike } from "../runtime/terminal-streams";
import { endLine, type RunStatus } from "./run-status";

/**
 * A terminal in a container and the program running in it. `run` (re)starts
 * a program from source, `stop` ends it; the status follows the run, and
 * `grid` the terminal's cells (it fits the container unless `size` fixes it).
 */
export function useLiveRun({
  label,
  onLeave,
  size = "fit",
}: {
  label: string;
  onLeave: () => void;
  size?: TerminalSize;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<TerminalView | null>(null);
  const runRef = useRef<Run | null>(null);
  /** Counts the runs started: the end of a run that Run again replaced is not the current run's end. */
  const runsStarted = useRef(0);
  const onLeaveRef = useRef(onLeave);
  const sizeRef = useRef(size);
  const [status, setStatus] = useState<RunStatus>({ state: "idle" });
  const [grid, setGrid] = useState<{ cols: number; rows: number } | null>(null);

  useEffect(() => {
    onLeaveRef.current = onLeave;
  }, [onLeave]);
  // Before the effect below, which reads it (effects run in order).
  useEffect(() => {
    sizeRef.current = size;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // Made at the size asked for, so that a fixed grid's program can start before xterm is open.
    const view = createTerminalView(container, { label, onLeave: () => onLeaveRef.current(), size: sizeRef.current });
    viewRef.current = view;
    const { terminal } = view;
    setGrid({ cols: terminal.cols, rows: terminal.rows });
    const resized = terminal.onResize(({ cols, rows }) => setGrid({ cols, rows }));
    return () => {
      resized.dispose();
      runRef.current?.stop();
      runRef.current = null;
      viewRef.current = null;
      view.dispose();
    };
  }, [label]);

  const sizeKey = size === "fit" ? "fit" : `${size.cols}x${size.rows}`;
  useEffect(() => {
    viewRef.current?.setSize(size);
    // The key stands for the size: a new object of the same size changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sizeKey]);

  const run = useCallback(async (source: string, filename: string) => {
    const view = viewRef.current;
    const container = containerRef.current;
    if (!view || !container) return;
    const thisRun = ++runsStarted.current;
    runRef.current?.stop();
    view.terminal.reset();
    container.removeAttribute("data-first-frame");
    setStatus({ state: "starting" });

    let ended = false;
    let firstWrite = true;
    const { terminal } = view;
    // The first frame is marked once xterm.js has drawn the program's first output (for the benchmark
    // and the tests): a write is parsed in a task of its own and drawn in a later animation frame.
    const markWhenDrawn = () => {
      const drawn = terminal.onRender(() => {
        drawn.dispose();
        if (thisRun !== runsStarted.current) return;
        performance.mark(FIRST_FRAME_MARK);
        container.setAttribute("data-first-frame", "");
      });
    };
    const bridged: TerminalLike = {
      get cols() {
        return terminal.cols;
      },
      get rows() {
        return terminal.rows;
      },
      write(data) {
        if (!firstWrite) return terminal.write(data);
        firstWrite = false;
        terminal.write(data, markWhenDrawn);
      },
      onData: (listener) => terminal.onData(listener),
      onBinary: (listener) => terminal.onBinary(listener),
      parser: terminal.parser,
      onResize: (listener) => terminal.onResize(listener),
    };
    // onEnd may come before the runner resolves (a program that throws as it starts).
    let started: Run | null = null;
    try {
      // `npm run dev` serves the runtime as modules a sandbox cannot load: there the program runs in the page.
      const runner = import.meta.env.DEV ? (await import("../run/page-runner")).runInPage : runInSandbox;
      started = await runner({
        terminal: bridged,
        source,
        filename,
        onEnd: (end) => {
          // A replaced run's end arrives after the new run started: it must not say "stopped" over it.
          if (thisRun !== runsStarted.current) return;
          ended = true;
          if (started && runRef.current === started) runRef.current = null;
          terminal.write(endLine(end));
          setStatus(end);
        },
      });
      if (ended) return;
      // Run was pressed again while this one was starting: the newer one owns the terminal.
      if (thisRun !== runsStarted.current) {
        started.stop();
        return;
      }
      runRef.current = started;
      setStatus({ state: "running" });
      view.focus();
    } catch (error) {
      const failure =
        error instanceof ProgramError
          ? error
          : new ProgramError("runtime", "Error", error instanceof Error ? error.message : String(error));
      const end = { state: "failed", error: failure } as const;
      terminal.write(endLine(end));
      setStatus(end);
    }
  }, []);

  const stop = useCallback(() => runRef.current?.stop(), []);
  return { containerRef, status, grid, run, stop };
}
