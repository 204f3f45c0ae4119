// Runs a docs program in a child process wired to pipes and feeds its output
// into a headless xterm. The renderer writes blanks as cursor moves, so only
// a terminal emulator can tell what a reader would actually see.
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import xterm from "@xterm/headless";

export const COLS = 80;
export const ROWS = 24;

// Program sizes itself from `output.columns || 1`; a pipe has no size, so the
// child is given the numbers a real 80x24 TTY would report. This touches only
// the stream object, never the program under test.
const SIZE_PRELOAD = `data:text/javascript,process.stdout.columns=${COLS};process.stdout.rows=${ROWS};`;

export interface RunningProgram {
  child: ChildProcessWithoutNullStreams;
  /** The emulator the output goes into, for tests that compare cells as well as text. */
  terminal: xterm.Terminal;
  screenText(): string;
  stderr(): string;
  waitForText(text: string, timeoutMs?: number): Promise<string>;
  press(keys: string): void;
  exited(timeoutMs?: number): Promise<number | null>;
  kill(): void;
}

export function startProgram(file: string, env: NodeJS.ProcessEnv): RunningProgram {
  const term = new xterm.Terminal({ cols: COLS, rows: ROWS, allowProposedApi: true });
  const child = spawn(process.execPath, ["--import", SIZE_PRELOAD, file], { env, stdio: "pipe" });
  let errText = "";
  child.stdout.on("data", (chunk: Buffer) => term.write(chunk));
  child.stderr.on("data", (chunk: Buffer) => (errText += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

  const screenText = (): string => {
    const buffer = term.buffer.active;
    const lines: string[] = [];
    for (let y = 0; y < term.rows; y++) lines.push(buffer.getLine(y)?.translateToString(true) ?? "");
    return lines.join("\n");
  };

  return {
    child,
    terminal: term,
    screenText,
    stderr: () => errText,
    press: (keys) => void child.stdin.write(keys),
    kill: () => void child.kill("SIGKILL"),
    async waitForText(text, timeoutMs = 5_000) {
      // Poll: xterm parses asynchronously, and output arrives in chunks.
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const shown = screenText();
        if (shown.includes(text)) return shown;
        if (child.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`"${text}" not on screen.\n--- screen ---\n${screenText()}\n--- stderr ---\n${errText}`);
    },
    exited(timeoutMs = 5_000) {
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no exit within ${timeoutMs} ms`)), timeoutMs).unref(),
      );
      return Promise.race([exit, timeout]);
    },
  };
}
