import type { Runtime } from "@unblessed/core";
import { mountCoreData, type DataLoader } from "../runtime/core-data";
import { activateTimers, deactivateTimers, process } from "../runtime/globals";
import { MemoryFs } from "../runtime/memory-fs";
import { BROWSER_CWD } from "../runtime/process";
import { createBrowserRuntime } from "../runtime/runtime";
import { connectTerminal, type TerminalLike } from "../runtime/terminal-streams";
import { TimerScope } from "../runtime/timers";
import { compileProgram, type CompiledProgram } from "./compile-program";
import { evaluateProgram, locateError } from "./evaluate";
import { createRequire } from "./program-require";
import type { ProgramError } from "./program-error";

type CoreModule = typeof import("@unblessed/core");

/** How a run ended. */
export type RunEnd =
  { state: "exited"; code: number } | { state: "stopped" } | { state: "failed"; error: ProgramError };

export interface RunOptions {
  /** `@unblessed/core` as the build loads it for the page (with its globals from browser-runtime/globals). */
  core: CoreModule;
  terminal: TerminalLike;
  source: string;
  /** The name errors and stack traces use, e.g. "simple-box.ts". */
  filename: string;
  loadData: DataLoader;
  onEnd: (end: RunEnd) => void;
}

export interface Run {
  stop(): void;
  /** Timers still pending; zero once the run has ended. */
  readonly pendingTimers: number;
}

// One file system per page: data fetched for one run stays mounted for the next.
const fs = new MemoryFs(() => BROWSER_CWD);
let runtime: Runtime | undefined;
let current: { stop(): void } | undefined;

/**
 * Runs a program in a terminal: compiles it (a syntax error rejects, with its
 * line and column), fetches the data it needs, connects the terminal to
 * `process.stdin`/`stdout`, sets the runtime and evaluates it. Core holds one
 * runtime and one set of screens per page, so starting a run stops the
 * previous one.
 */
export async function startRun(options: RunOptions): Promise<Run> {
  const program = compileProgram(options.source, options.filename);
  current?.stop();
  await mountCoreData(fs, options.source, options.loadData);
  runtime ??= createBrowserRuntime({ fs, process });
  return begin(options, program, runtime);
}

function begin(options: RunOptions, program: CompiledProgram, runtime: Runtime): Run {
  let ended = false;
  const timers = new TimerScope((error) => end({ state: "failed", error: locateError(error, program) }));
  const streams = connectTerminal(options.terminal, runtime, (error) =>
    end({ state: "failed", error: locateError(error, program) }),
  );

  function end(result: RunEnd): void {
    if (ended) return;
    ended = true;
    if (current === run) current = undefined;
    try {
      // Core's exit handlers destroy the screens, which leaves the alternate
      // buffer and shows the cursor again, as when a Node program ends.
      process.emit("exit", result.state === "exited" ? result.code : 0);
    } catch {
      // A screen that fails to tear down must not keep the run alive.
    }
    timers.close();
    deactivateTimers(timers);
    streams.dispose();
    process.detach();
    options.onEnd(result);
  }

  const run: Run = {
    stop: () => end({ state: "stopped" }),
    get pendingTimers() {
      return timers.pending;
    },
  };
  current = run;

  process.attach({
    stdin: streams.input,
    stdout: streams.output,
    stderr: streams.output,
    timers,
    onExit: (code) => end({ state: "exited", code }),
  });
  activateTimers(timers);
  options.core.setRuntime(runtime);
  try {
    evaluateProgram(program, {
      require: createRequire(options.core, runtime),
      process,
      setTimeout: timers.setTimeout,
      clearTimeout: timers.clearTimeout,
      setInterval: timers.setInterval,
      clearInterval: timers.clearInterval,
      setImmediate: timers.setImmediate,
      clearImmediate: timers.clearImmediate,
    });
  } catch (error) {
    end({ state: "failed", error: locateError(error, program) });
  }
  return run;
}
