import * as core from "@unblessed/core";
import type { ProgramError } from "../run/program-error";
import { type Run, type RunEnd, startRun } from "../run/session";
import type { TerminalLike } from "../runtime/terminal-streams";
import type { EndData, ErrorData, PageMessage, WorkerMessage } from "./protocol";

/**
 * The program's Worker, inside the sandboxed frame (app/live/sandbox/frame
 * script in public/). It holds core, the browser runtime and the program; its
 * terminal is the page's xterm.js, reached through the port the page sent.
 * Built by Vite as one classic script (`?worker&url`), which the page fetches
 * and the frame starts from a Blob.
 */
type Listener<T> = (value: T) => void;

function listeners<T>() {
  const set = new Set<Listener<T>>();
  return {
    add(listener: Listener<T>) {
      set.add(listener);
      return { dispose: () => set.delete(listener) };
    },
    emit(value: T) {
      for (const listener of set) listener(value);
    },
  };
}

const errorData = (error: ProgramError): ErrorData => ({
  kind: error.kind,
  errorName: error.errorName,
  message: error.message,
  ...(error.line === undefined ? {} : { line: error.line }),
  ...(error.column === undefined ? {} : { column: error.column }),
});

const endData = (end: RunEnd): EndData =>
  end.state === "failed" ? { state: "failed", error: errorData(end.error) } : end;

function serve(port: MessagePort): void {
  const send = (message: WorkerMessage) => port.postMessage(message);
  const data = listeners<string>();
  const binary = listeners<string>();
  const resized = listeners<{ cols: number; rows: number }>();
  const size = { cols: 80, rows: 24 };
  let run: Run | undefined;

  // Mouse reports arrive already sorted by the page, which sees the modes the program set on its
  // xterm.js: a UTF-8 report comes as `data`, an X10 one as `binary` (read as bytes by the bridge).
  const terminal: TerminalLike = {
    get cols() {
      return size.cols;
    },
    get rows() {
      return size.rows;
    },
    write: (chunk) => send({ type: "output", data: chunk }),
    onData: data.add,
    onBinary: binary.add,
    parser: { registerCsiHandler: () => ({ dispose: () => undefined }) },
    onResize: resized.add,
  };

  port.onmessage = async ({ data: message }: MessageEvent<PageMessage>) => {
    switch (message.type) {
      case "ping":
        send({ type: "pong", id: message.id });
        return;
      case "data":
        data.emit(message.data);
        return;
      case "binary":
        (message.utf8 ? data : binary).emit(message.data);
        return;
      case "resize":
        size.cols = message.cols;
        size.rows = message.rows;
        resized.emit({ ...size });
        return;
      case "stop":
        run?.stop();
        return;
      case "run": {
        size.cols = message.cols;
        size.rows = message.rows;
        const files = message.data;
        let ended = false;
        try {
          run = await startRun({
            core,
            terminal,
            source: message.source,
            filename: message.filename,
            loadData: (name) => {
              const file = files[name];
              return file ? Promise.resolve(file) : Promise.reject(new Error(`no data file "${name}" was handed over`));
            },
            onEnd: (end) => {
              ended = true;
              send({ type: "end", end: endData(end) });
            },
          });
          if (!ended) send({ type: "started" });
        } catch (error) {
          const failure = error as ProgramError;
          send({
            type: "end",
            end: {
              state: "failed",
              error:
                typeof failure.describe === "function"
                  ? errorData(failure)
                  : { kind: "runtime", errorName: "Error", message: String(error) },
            },
          });
        }
        return;
      }
    }
  };
}

// The frame hands the port over in its first message and never writes to the worker again.
self.addEventListener(
  "message",
  (event: MessageEvent) => {
    const port = event.ports[0];
    if (port) serve(port);
  },
  { once: true },
);
