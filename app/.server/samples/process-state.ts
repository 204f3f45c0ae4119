import { readdirSync, readFileSync } from "node:fs";

/**
 * Whether any thread of a process is running or waiting to run (true), or
 * all of them are blocked waiting for input or a timer (false), read from
 * Linux's `/proc/<pid>/task/<tid>/stat`; undefined where there are no such
 * files (another system, or it has exited).
 *
 * A sample that has been silent for a moment may simply not have had the CPU
 * yet on a loaded machine: its next frame is still to come. Only a program
 * that is also blocked has drawn what it will draw for now. Every thread
 * counts, not only the one running JavaScript: that thread also sleeps while
 * it waits for V8's helper threads (a garbage collection shared between them)
 * or for libuv's (a file read), and on a starved machine those can wait for
 * a CPU longer than the silence the runner takes for a settled screen.
 */
export function isRunnable(pid: number | undefined): boolean | undefined {
  if (pid === undefined) return undefined;
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return undefined;
  }
  let seen = false;
  for (const thread of threads) {
    const state = threadState(`/proc/${pid}/task/${thread}/stat`);
    if (state === undefined) continue;
    seen = true;
    // R: running or runnable; D: in an uninterruptible wait (disk), about to go on.
    if (state === "R" || state === "D") return true;
  }
  return seen ? false : undefined;
}

function threadState(statFile: string): string | undefined {
  let stat: string;
  try {
    stat = readFileSync(statFile, "utf8");
  } catch {
    // The thread ended between listing and reading.
    return undefined;
  }
  // "tid (command) state …": the command may hold spaces and parentheses, so read after the last ")".
  return stat.charAt(stat.lastIndexOf(")") + 2);
}

/**
 * A clock in milliseconds that stands still while the process waits for a
 * CPU it cannot get (the run-queue delay in Linux's `/proc/<pid>/schedstat`):
 * a sample's time limits are the program's own time, so a starved program on
 * a busy machine is not failed for "drawing nothing within 8 s". Wall time
 * where there is no such file; the last delay read is kept once it has exited.
 */
export function starvationFreeClock(pid: number | undefined): () => number {
  let delayMs = 0;
  return () => {
    if (pid !== undefined) {
      try {
        const waitedNs = Number(readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[1]);
        if (Number.isFinite(waitedNs)) delayMs = waitedNs / 1e6;
      } catch {
        // Gone, or not Linux: keep what was read last.
      }
    }
    return Date.now() - delayMs;
  };
}
