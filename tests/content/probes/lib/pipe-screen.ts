// A Screen of the real package whose terminal is a pair of in-memory streams,
// for probes that check what the library does (render counts, sizes, calls
// into the runtime) without a child process. What a reader would see on a
// terminal is checked by the sample runner instead (checkSample).
import { NodeRuntime, Screen, type ScreenOptions, setRuntime } from "@unblessed/node";
import { afterEach, beforeAll } from "vitest";
import { ttyStreams } from "../../../../app/content-pipeline/.server/samples/tty-streams";

export interface PipeScreen {
  screen: Screen;
  /** Everything the program has written to its output so far. */
  written(): string;
  /** Bytes as a terminal would send them (keys, mouse reports). */
  type(bytes: string): Promise<void>;
  /** A left click on a 0-based cell, in the SGR encoding, press and release as two reads. */
  click(col: number, row: number): Promise<void>;
  /** The terminal changes size, as on SIGWINCH. */
  resize(cols: number, rows: number): void;
}

export { ttyStreams };

/** Call after setRuntime(). `terminal` defaults to xterm, as in the sample runner. */
export function pipeScreen(options: ScreenOptions = {}, cols = 80, rows = 24): PipeScreen {
  const { input, output } = ttyStreams(cols, rows);
  let written = "";
  output.on("data", (chunk: Buffer) => (written += chunk.toString("utf8")));
  const screen = new Screen({ terminal: "xterm", ...options, input, output });
  const type = async (bytes: string) => {
    input.write(bytes);
    // The program reads its input from stream events: let them run.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    screen,
    written: () => written,
    type,
    async click(col, row) {
      await type(`\x1b[<0;${col + 1};${row + 1}M`);
      await type(`\x1b[<0;${col + 1};${row + 1}m`);
    },
    resize(newCols, newRows) {
      output.columns = newCols;
      output.rows = newRows;
      output.emit("resize");
    },
  };
}

/** The text of one row of the screen's pending buffer. */
export function rowText(screen: Screen, row: number): string {
  const cells: [attr: number, ch: string][] = screen.lines[row] ?? [];
  return cells.map((cell) => cell[1]).join("");
}

/**
 * For a probe file: registers NodeRuntime before its tests and returns a
 * `pipeScreen` whose screens are destroyed after each test.
 */
export function screensPerTest(): (...args: Parameters<typeof pipeScreen>) => PipeScreen {
  const screens: Screen[] = [];
  beforeAll(() => setRuntime(new NodeRuntime()));
  afterEach(() => {
    for (const screen of screens.splice(0)) screen.destroy();
  });
  return (...args) => {
    const made = pipeScreen(...args);
    screens.push(made.screen);
    return made;
  };
}
