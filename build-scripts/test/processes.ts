import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

export interface Finished {
  name: string;
  code: number;
  /** Empty when the output went straight to the terminal. */
  output: string;
  seconds: number;
}

export interface RunOptions {
  /** Keep the output to print later as one block, instead of passing it through as it comes. */
  capture?: boolean;
  /** A lower priority (a higher nice value): the process gets the CPU time others leave. */
  nice?: number;
  env?: Record<string, string>;
}

/** Runs a command to its end; never rejects (a command that cannot start ends with code 1). */
export function run(
  name: string,
  command: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<Finished> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: options.capture ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
      env: { ...process.env, ...options.env },
    });
    // Set before the child has started anything of its own, so its workers inherit it.
    if (options.nice && child.pid) {
      try {
        os.setPriority(child.pid, options.nice);
      } catch {
        // Not allowed here: it runs at normal priority, which is only slower.
      }
    }
    let output = "";
    const keep = (chunk: Buffer) => (output += chunk.toString());
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    const end = (code: number) => resolve({ name, code, output, seconds: (performance.now() - started) / 1000 });
    child.on("error", (error) => {
      output += `${error.message}\n`;
      end(1);
    });
    child.on("close", (code) => end(code ?? 1));
  });
}

/** `name: passed` or `name: failed (exit N)`, then the output, if any. */
export function report(result: Finished): string {
  const status = result.code === 0 ? "passed" : `failed (exit ${result.code})`;
  const head = `> ${result.name}: ${status} in ${result.seconds.toFixed(0)} s`;
  return result.output.trim() ? `${head}\n${result.output.trimEnd()}` : head;
}

/**
 * Gives a process that started a session of its own (`detached: true`) this process's priority.
 * Where Linux schedules each session as one group (autogroup), that group competes with all the
 * other processes as an equal, whatever nice value it inherited: a dev server that `npm test`
 * started at its lower priority slowed the browser lane by 20 s. Elsewhere this does nothing.
 */
export function keepPriorityInNewSession(pid: number): void {
  try {
    fs.writeFileSync(`/proc/${pid}/autogroup`, String(os.getPriority()));
  } catch {
    // No autogroup here, or the process has gone: nothing to keep.
  }
}
