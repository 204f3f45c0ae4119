// Whether a sample process is still busy, read from /proc on real processes
// (Linux only: the runner falls back to silence alone elsewhere).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { isRunnable } from "../../../app/content-pipeline/.server/samples/process-state";

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** Starts `node -e code` and resolves once it has printed its first line. */
function started(code: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.stdout?.once("data", () => resolve(child));
  });
}

/** Asks a few times: a blocked process may still be finishing its last step when first asked. */
async function settlesTo(pid: number | undefined, wanted: boolean): Promise<boolean | undefined> {
  let state = isRunnable(pid);
  for (let tries = 0; state !== wanted && tries < 50; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    state = isRunnable(pid);
  }
  return state;
}

/**
 * A program whose worker thread spins for ever: once the worker runs, the program prints "up" and its
 * JavaScript thread does `then` (`flags` is the Int32Array it shares with the worker).
 */
const withSpinningWorker = (then: string) => `
const { Worker } = require("node:worker_threads");
const flags = new Int32Array(new SharedArrayBuffer(8));
new Worker("const f = new Int32Array(require('node:worker_threads').workerData); Atomics.store(f, 1, 1); for (;;) {}", {
  eval: true,
  workerData: flags.buffer,
});
const busy = setInterval(() => {
  if (Atomics.load(flags, 1) !== 1) return;
  clearInterval(busy);
  console.log("up");
  ${then}
}, 5);`;

describe.runIf(existsSync("/proc/self/task"))("isRunnable", () => {
  it("is false for a program waiting for a timer", async () => {
    const child = await started(`console.log("up"); setTimeout(() => {}, 60_000);`);
    expect(await settlesTo(child.pid, false)).toBe(false);
  });

  it("is true while the JavaScript thread sleeps waiting for another thread that still works", async () => {
    // As in a garbage collection shared with V8's helpers: the thread that draws is asleep, the work goes on.
    // "up" is printed once the worker is busy; the JavaScript thread then sleeps until it is killed.
    const child = await started(withSpinningWorker("Atomics.wait(flags, 0, 0);"));
    // Read for a while: on the JavaScript thread alone this is false from the moment it sleeps.
    const readings: (boolean | undefined)[] = [];
    for (let i = 0; i < 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      readings.push(isRunnable(child.pid));
    }
    expect(readings).toEqual(Array(10).fill(true));
  });

  it("is false for a program idle in its event loop while another thread works", async () => {
    // As V8 compiling in the background: nothing the program will draw waits for it.
    const child = await started(withSpinningWorker("setTimeout(() => {}, 60_000);"));
    expect(await settlesTo(child.pid, false)).toBe(false);
  });

  it("is undefined once the process is gone", async () => {
    const child = await started(`console.log("up");`);
    // Its exit can come before its output has been read: then the "exit" event has been and gone.
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => child.once("exit", resolve));
    }
    expect(isRunnable(child.pid)).toBeUndefined();
  });
});
