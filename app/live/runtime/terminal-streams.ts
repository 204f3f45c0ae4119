import type { Runtime } from "@unblessed/core";
import { type ModeParser, watchMouseEncoding } from "./mouse-reports";

/**
 * The parts of an xterm.js `Terminal` the bridge uses. `@xterm/headless` has
 * the same API, which is how the tests run this bridge under Node.
 */
export interface TerminalLike {
  readonly cols: number;
  readonly rows: number;
  write(data: string | Uint8Array): void;
  /** Keys, pastes, and mouse reports in the SGR encoding. */
  onData(listener: (data: string) => void): { dispose(): void };
  /** Mouse reports in the X10 encoding: one character per byte (see mouse-reports.ts). */
  onBinary(listener: (data: string) => void): { dispose(): void };
  readonly parser: ModeParser;
  onResize(listener: (size: { cols: number; rows: number }) => void): { dispose(): void };
}

export interface TerminalStreams {
  /** What Program reads keys and mouse reports from: it emits `data` with the bytes xterm.js produced. */
  input: object;
  /** What Program writes escape sequences to; it has the terminal's size and emits `resize`. */
  output: object;
  dispose(): void;
}

/**
 * Connects a screen's streams to a terminal emulator. Both are event emitters
 * with the few members Program uses, as a TTY has them (`isTTY`, `columns`,
 * `rows`, `setRawMode`), rather than full streams: keystrokes are delivered
 * synchronously, in order, and an exception thrown by a key handler comes
 * back here to `onError` instead of escaping into a stream's internals.
 */
export function connectTerminal(
  term: TerminalLike,
  runtime: Pick<Runtime, "buffer" | "events">,
  onError: (error: unknown) => void,
): TerminalStreams {
  const { Buffer } = runtime.buffer;
  let open = true;

  const input = Object.assign(new runtime.events.EventEmitter(), {
    isTTY: true,
    readable: true,
    isRaw: false,
    fd: 0,
    setRawMode(mode: boolean) {
      input.isRaw = mode;
      return input;
    },
    resume: () => input,
    pause: () => input,
  });

  const output = Object.assign(new runtime.events.EventEmitter(), {
    isTTY: true,
    // Program writes nothing to an output that is not writable.
    writable: true,
    fd: 1,
    columns: term.cols,
    rows: term.rows,
    write(chunk: string | Uint8Array, encoding?: unknown, callback?: () => void): boolean {
      if (open) term.write(chunk);
      const done = typeof encoding === "function" ? encoding : callback;
      if (typeof done === "function") done();
      return true;
    },
    end: () => undefined,
  });

  // Program expects what a TTY gives: bytes, not text. Each report is
  // emitted on its own, as a terminal writes them: core reads one mouse
  // report per `data` event.
  const deliver = (bytes: Uint8Array) => {
    if (!open) return;
    try {
      input.emit("data", bytes);
    } catch (error) {
      onError(error);
    }
  };
  const mouseEncoding = watchMouseEncoding(term.parser);

  const subscriptions = [
    mouseEncoding,
    term.onData((data) => deliver(Buffer.from(data, "utf8"))),
    term.onBinary((data) => deliver(Buffer.from(data, mouseEncoding.utf8 ? "utf8" : "latin1"))),
    term.onResize(({ cols, rows }) => {
      if (!open) return;
      output.columns = cols;
      output.rows = rows;
      try {
        output.emit("resize");
      } catch (error) {
        onError(error);
      }
    }),
  ];

  return {
    input,
    output,
    dispose() {
      open = false;
      input.readable = false;
      output.writable = false;
      for (const subscription of subscriptions) subscription.dispose();
    },
  };
}
