import { EventEmitter } from "events/";
import type { TimerScope } from "./timers";

/**
 * `process` for programs run in the page. It is an EventEmitter because core
 * registers `exit`, signal and `uncaughtException` handlers on it and emits
 * nothing itself; Stop emits `exit` so those handlers restore the terminal,
 * exactly as they do when a Node program ends.
 */

/** The environment a program sees: an xterm that speaks UTF-8 (xterm.js is one). */
export const BROWSER_ENV: Readonly<Record<string, string>> = {
  TERM: "xterm",
  LANG: "C.UTF-8",
  HOME: "/home/web",
};

export const BROWSER_CWD = "/home/web";

/** The streams and the exit handler of the run that currently owns the process. */
export interface ProcessAttachment {
  stdin: object;
  stdout: object;
  stderr: object;
  timers: TimerScope;
  onExit: (code: number) => void;
}

export class BrowserProcess extends EventEmitter {
  readonly env: Record<string, string | undefined> = { ...BROWSER_ENV };
  /** Core only compares it with "win32"; "browser" is the value its declarations suggest for a page. */
  readonly platform = "browser";
  readonly arch = "wasm32";
  readonly pid = 1;
  title = "unblessed";
  readonly version = "v22.0.0";
  readonly versions = {};
  readonly argv = ["/usr/bin/node", "/home/web/program.js"];
  exitCode: number | undefined;
  private attachment: ProcessAttachment | null = null;

  attach(attachment: ProcessAttachment): void {
    this.attachment = attachment;
    this.exitCode = undefined;
  }

  detach(): void {
    this.attachment = null;
  }

  get stdin(): object | undefined {
    return this.attachment?.stdin;
  }
  get stdout(): object | undefined {
    return this.attachment?.stdout;
  }
  get stderr(): object | undefined {
    return this.attachment?.stderr;
  }

  cwd = (): string => BROWSER_CWD;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- same signature as Node's nextTick
  nextTick = (callback: (...args: any[]) => void, ...args: unknown[]): void => {
    this.attachment?.timers.nextTick(callback, ...args);
  };

  /**
   * Ends the run: the page stops the program (`exit` handlers run, timers are
   * cancelled, input is cut). Unlike Node it cannot unwind the caller, so code
   * after `process.exit()` in the same function still runs once.
   */
  exit = (code?: number): void => {
    const attached = this.attachment;
    if (!attached) return;
    this.exitCode = code ?? this.exitCode ?? 0;
    attached.onExit(this.exitCode);
  };

  /** There are no other processes to signal; a page cannot suspend itself (Ctrl+Z). */
  kill = (): boolean => false;

  hrtime = (previous?: [number, number]): [number, number] => {
    const now = performance.now();
    const seconds = Math.floor(now / 1000);
    const nanos = Math.floor((now % 1000) * 1e6);
    if (!previous) return [seconds, nanos];
    const diff = seconds * 1e9 + nanos - (previous[0] * 1e9 + previous[1]);
    return [Math.floor(diff / 1e9), diff % 1e9];
  };

  memoryUsage = () => ({ rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 });
  uptime = (): number => performance.now() / 1000;
}
