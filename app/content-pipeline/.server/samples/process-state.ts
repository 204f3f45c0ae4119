import { readdirSync, readFileSync } from "node:fs";

/**
 * Whether a process is still working (true), or idle in its event loop,
 * waiting for input or a timer (false), read from Linux's `/proc`; undefined
 * where there are no such files (another system, or it has exited).
 *
 * A sample that has been silent for a moment may simply not have had the CPU
 * yet on a loaded machine: its next frame is still to come. Only a program
 * that is also idle has drawn what it will draw for now. The JavaScript
 * thread's state alone is not enough: it also sleeps while it waits for V8's
 * helper threads (a garbage collection shared with them), which on a starved
 * machine can wait for a CPU longer than the silence the runner takes for a
 * settled screen. So a sleeping JavaScript thread counts as idle only when it
 * sleeps in the event loop's wait (epoll); asleep anywhere else, the process
 * is working while any of its threads is. Not every thread always: V8 also
 * compiles in the background while the loop is idle, and a runner that waited
 * for that held a ticking sample's keys back for seconds.
 */
export function isRunnable(pid: number | undefined): boolean | undefined {
  if (pid === undefined) return undefined;
  const main = readProc(`/proc/${pid}/stat`);
  if (main === undefined) return undefined;
  if (isRunning(stateOf(main))) return true;
  if (readProc(`/proc/${pid}/wchan`)?.includes("epoll")) return false;
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return undefined;
  }
  return threads.some((thread) => {
    const stat = readProc(`/proc/${pid}/task/${thread}/stat`);
    return stat !== undefined && isRunning(stateOf(stat));
  });
}

/** R: running or runnable; D: in an uninterruptible wait (disk), about to go on. */
const isRunning = (state: string) => state === "R" || state === "D";

/** "pid (command) state …": the command may hold spaces and parentheses, so read after the last ")". */
const stateOf = (stat: string) => stat.charAt(stat.lastIndexOf(")") + 2);

function readProc(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    // Gone (the process or thread ended), or not Linux.
    return undefined;
  }
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
