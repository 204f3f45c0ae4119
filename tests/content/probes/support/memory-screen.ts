// A screen on in-memory streams, for probes that run the library inside the
// test process: nothing reaches the test's own terminal, every byte the screen
// writes is kept, and the input records the raw-mode switches the library
// makes (a PassThrough has no setRawMode of its own).
import { PassThrough } from "node:stream";
import { NodeRuntime, Screen, type ScreenOptions, setRuntime } from "@unblessed/node";

export interface RecordingInput extends PassThrough {
  isTTY: boolean;
  isRaw: boolean;
  /** Every argument setRawMode was called with, in order. */
  rawModes: boolean[];
  setRawMode(mode: boolean): RecordingInput;
}

export interface MemoryScreen {
  screen: Screen;
  input: RecordingInput;
  output: PassThrough & { columns: number; rows: number; isTTY: boolean };
  /** Everything written to the output so far. */
  written(): string;
}

export function recordingInput(): RecordingInput {
  const input = new PassThrough() as RecordingInput;
  input.isTTY = true;
  input.isRaw = false;
  input.rawModes = [];
  input.setRawMode = (mode: boolean) => {
    input.rawModes.push(mode);
    input.isRaw = mode;
    return input;
  };
  return input;
}

/** Registers the Node runtime (idempotent) and opens a screen of `cols`×`rows` on memory streams. */
export function memoryScreen(options: ScreenOptions = {}, cols = 40, rows = 10): MemoryScreen {
  setRuntime(new NodeRuntime());
  const input = recordingInput();
  const output = Object.assign(new PassThrough(), { columns: cols, rows, isTTY: true });
  let text = "";
  output.on("data", (chunk: Buffer) => (text += chunk.toString()));
  const screen = new Screen({ input, output, terminal: "xterm", ...options });
  return { screen, input, output, written: () => text };
}

/** Lets queued process.nextTick callbacks and the current I/O phase run. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The screen's text, as drawn into its buffer (SGR codes removed). */
export function screenText(screen: Screen): string {
  // eslint-disable-next-line no-control-regex -- SGR sequences are what we strip
  return screen.screenshot().replace(/\x1b\[[0-9;]*m/g, "");
}
