// A Screen whose terminal is a pair of in-memory streams, for probes that
// check what the pinned package does with real key and mouse bytes: the bytes
// go through the library's own decoder, exactly as from a terminal.
import { PassThrough } from "node:stream";
import { NodeRuntime, Screen, setRuntime } from "@unblessed/node";
import { keyBytes } from "../../../../app/content-pipeline/.server/samples/keys";

export interface PipedScreen {
  screen: Screen;
  /** Writes the bytes a terminal would send and waits until the library has handled them. */
  press(bytes: string): Promise<void>;
  /** Presses keys by the names the library gives them (`down`, `C-d`, `pagedown`), as sample scripts do. */
  keys(...names: string[]): Promise<void>;
  /** Changes the terminal's size and tells the program, as SIGWINCH would. */
  resize(cols: number, rows: number): void;
  destroy(): void;
}

// The library checks these TTY fields on its streams; a PassThrough lacks them.
interface TtyFields {
  isTTY: boolean;
  setRawMode(mode: boolean): void;
  columns: number;
  rows: number;
}

export function pipedScreen(cols = 80, rows = 24): PipedScreen {
  setRuntime(new NodeRuntime());
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => undefined }) as PassThrough &
    Pick<TtyFields, "isTTY" | "setRawMode">;
  const output = Object.assign(new PassThrough(), { isTTY: true, columns: cols, rows }) as PassThrough &
    Pick<TtyFields, "isTTY" | "columns" | "rows">;
  output.resume(); // drain what the screen draws; probes read widget state, not pixels
  const screen = new Screen({ input, output, terminal: "xterm" });
  const press = async (bytes: string): Promise<void> => {
    input.write(bytes);
    // Stream data and the library's key events are delivered on later ticks.
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    screen,
    press,
    async keys(...names) {
      for (const name of names) {
        const bytes = keyBytes(name);
        if (bytes === undefined) throw new Error(`not a key name: ${name}`);
        await press(bytes);
      }
    },
    resize(newCols, newRows) {
      output.columns = newCols;
      output.rows = newRows;
      output.emit("resize");
    },
    destroy: () => screen.destroy(),
  };
}
