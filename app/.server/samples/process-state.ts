import { readFileSync } from "node:fs";

/**
 * Whether a process is running or waiting to run (true), or blocked waiting
 * for input or a timer (false), read from Linux's `/proc/<pid>/stat`;
 * undefined where there is no such file (another system, or it has exited).
 *
 * A sample that has been silent for a moment may simply not have had the CPU
 * yet on a loaded machine: its next frame is still to come. Only a program
 * that is also blocked has drawn what it will draw for now.
 */
export function isRunnable(pid: number | undefined): boolean | undefined {
  if (pid === undefined) return undefined;
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // "pid (command) state …": the command may hold spaces and parentheses, so read after the last ")".
  const state = stat.charAt(stat.lastIndexOf(")") + 2);
  // R: running or runnable; D: in an uninterruptible wait (disk), about to go on.
  return state === "R" || state === "D";
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
