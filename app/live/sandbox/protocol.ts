import type { TerminalSize } from "../run/terminal-size";

/**
 * What the page and a program's sandbox say to each other. Everything goes
 * through MessagePorts the page created: the frame's window receives one
 * message, the port, and nothing else is ever read from `postMessage` events
 * (a sandboxed frame's origin is "null", which proves nothing).
 */

/** Page → frame, on the control port. */
export type ControlMessage =
  /**
   * The runtime's script, once per frame, as a Blob (passed by reference, not copied). The frame
   * starts a Worker from it at once, which parses the runtime while the page is still loading the
   * terminal; the first `start` takes that worker.
   */
  | { type: "prepare"; script: Blob }
  /** A Worker for run `id` (the prepared one, or a new one); `ports[0]` is the run's port, handed to the worker. */
  | { type: "start"; id: number }
  /** Ends the worker at once: Stop that the program did not answer, or the watchdog. */
  | { type: "terminate"; id: number };

/** Frame → page, on the control port. */
export type ControlReply = { type: "ready" } | { type: "terminated" } | { type: "worker-error"; message: string };

/** An error placed in the reader's source (ProgramError without its methods, which a message cannot carry). */
export interface ErrorData {
  kind: "syntax" | "runtime";
  errorName: string;
  message: string;
  line?: number;
  column?: number;
}

/** Page → worker, on the run's port. */
export type PageMessage =
  | {
      type: "run";
      source: string;
      filename: string;
      cols: number;
      rows: number;
      /** The data files the source needs, by their name below core's `data/` (the page fetched them). */
      data: Record<string, Uint8Array>;
    }
  /** Keys, pastes and SGR mouse reports, as xterm.js's `onData` gives them. */
  | { type: "data"; data: string }
  /** An X10 mouse report; `utf8` when the program turned on mode 1005 (see runtime/mouse-reports.ts). */
  | { type: "binary"; data: string; utf8: boolean }
  | { type: "resize"; cols: number; rows: number }
  | { type: "stop" }
  /** The watchdog's question; a worker that does not answer is blocked. */
  | { type: "ping"; id: number };

/** Worker → page, on the run's port. */
export type WorkerMessage =
  | { type: "output"; data: string | Uint8Array }
  | { type: "started" }
  | { type: "end"; end: EndData }
  | { type: "pong"; id: number };

export type EndData = { state: "exited"; code: number } | { state: "stopped" } | { state: "failed"; error: ErrorData };

export type { TerminalSize };
