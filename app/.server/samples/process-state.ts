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
  const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
  // R: running or runnable; D: in an uninterruptible wait (disk), about to go on.
  return state === "R" || state === "D";
}
