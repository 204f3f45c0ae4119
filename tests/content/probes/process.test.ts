// How a screen uses the process and its terminal: raw mode, clean-up on every
// way a program can end, and what keeps a program alive after destroy().
// Stated on the quick start ("2. Create the screen"), the Node.js page
// ("Terminal streams", "Signals and exit") and troubleshooting ("The terminal
// is left in a bad state", "Nothing appears").
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { Box, NodeRuntime, Screen, setRuntime } from "@unblessed/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkSample } from "../../../app/content-pipeline/.server/samples/check-sample";
import { nodeBinary } from "../../../app/content-pipeline/.server/samples/run-sample";
import { freshCapturesPerFile } from "./lib/fresh-captures";
import { screensPerTest } from "./lib/pipe-screen";
import { failureOf, finalScreen } from "./lib/run-outcome";

freshCapturesPerFile();
const openScreen = screensPerTest();

/** The input's raw-mode flag, which the library sets through setRawMode(). */
function isRaw(screen: Screen): boolean {
  return (screen.program.input as { isRaw: boolean }).isRaw;
}

describe("raw mode", () => {
  it("starts with the first key listener, not with the screen, and ends with destroy()", () => {
    const { screen } = openScreen();
    new Box({ parent: screen, content: "x" });
    screen.render();
    expect(isRaw(screen)).toBe(false);

    screen.key("q", () => {});
    expect(isRaw(screen)).toBe(true);

    screen.destroy();
    expect(isRaw(screen)).toBe(false);
  });

  it("also starts with a mouse listener", () => {
    const { screen } = openScreen();
    screen.on("mouse", () => {});
    expect(isRaw(screen)).toBe(true);
  });
});

describe("an output that is not a terminal", () => {
  it("gets a warning event and a width of 1 when it reports no size", async () => {
    setRuntime(new NodeRuntime());
    const output = new PassThrough();
    output.resume();
    const screen = new Screen({ input: new PassThrough(), output, terminal: "xterm" });
    const warnings: string[] = [];
    screen.on("warning", (text: string) => warnings.push(text));
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(warnings).toEqual(["Output is not a TTY"]);
    expect(screen.cols).toBe(1);
    screen.destroy();
  });
});

// A program that draws, then ends in the way the test names a moment later.
function endsBy(ending: string): string {
  return `import { Box, NodeRuntime, Screen, setRuntime } from "@unblessed/node";
setRuntime(new NodeRuntime());
const screen = new Screen();
new Box({ parent: screen, height: 1, content: "drawn" });
screen.key("q", () => {});
screen.render();
setTimeout(() => { ${ending} }, 100);
`;
}

describe("ending a program", () => {
  it("an uncaught exception: screens destroyed, stack on stderr, exit code 1", async () => {
    const reason = failureOf(await checkSample("ts", endsBy(`throw new Error("boom");`), "quit=none"));
    expect(reason).toMatch(/^exited with code 1; wrote to stderr:\n[\s\S]*Error: boom/);
    expect(reason).not.toMatch(/alternate buffer|cursor hidden|mouse tracking/);
  });

  it("an uncaught exception with the program's own listener that exits: still restored", async () => {
    const own = `process.on("uncaughtException", () => process.exit(3)); throw new Error("boom");`;
    const reason = failureOf(await checkSample("ts", endsBy(own), "quit=none"));
    // The reason is followed by the screen the program left.
    expect(reason.split("\n")[0]).toBe("exited with code 3");
  });

  it.each(["SIGTERM", "SIGINT", "SIGQUIT"])("%s: exit code 0, terminal restored", async (signal) => {
    const outcome = await checkSample("ts", endsBy(`process.kill(process.pid, "${signal}");`), "quit=none");
    expect(finalScreen(outcome)).toContain("drawn");
  });

  it("a signal the program listens to itself: core leaves it alone", async () => {
    const own = `process.on("SIGTERM", () => {}); process.kill(process.pid, "SIGTERM"); setTimeout(() => process.exit(5), 300);`;
    // Had core exited on the signal, the code would be 0.
    expect(failureOf(await checkSample("ts", endsBy(own), "quit=none")).split("\n")[0]).toBe("exited with code 5");
  });

  it("process.exit() without destroy(): terminal restored", async () => {
    const outcome = await checkSample("ts", endsBy(`process.exit(0);`), "quit=none");
    expect(finalScreen(outcome)).toContain("drawn");
  });

  it("kill -9: the alternate buffer and the hidden cursor stay", async () => {
    const reason = failureOf(await checkSample("ts", endsBy(`process.kill(process.pid, "SIGKILL");`), "quit=none"));
    expect(reason).toContain("left the terminal in the alternate buffer");
    expect(reason).toContain("left the cursor hidden");
  });
});

// The Node.js page, "Running TypeScript".
describe("node main.ts", () => {
  it("Node 22 runs a .ts file with only erasable syntax directly", () => {
    mkdirSync(path.resolve(".cache"), { recursive: true });
    const tmp = mkdtempSync(path.resolve(".cache", "probe-ts-"));
    const file = path.join(tmp, "typed.ts");
    writeFileSync(
      file,
      `import { NodeRuntime, type Runtime } from "@unblessed/node";\nconst runtime: Runtime = new NodeRuntime();\nconsole.log(typeof runtime.fs);\n`,
    );
    const run = spawnSync(nodeBinary(), [file], { encoding: "utf8" });
    rmSync(tmp, { recursive: true, force: true });
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("object\n");
  });
});

// These need a real terminal device: `script` (util-linux, in every Debian)
// runs the program on a pseudo-terminal, so raw mode and stdin behave as in
// a reader's terminal emulator.
describe("on a real terminal device", () => {
  let dir = "";
  beforeAll(() => {
    mkdirSync(path.resolve(".cache"), { recursive: true });
    dir = mkdtempSync(path.resolve(".cache", "probe-tty-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const running: ChildProcess[] = [];
  afterAll(() => running.forEach((child) => child.kill("SIGKILL")));

  function program(name: string, body: string): string {
    const file = path.join(dir, name);
    writeFileSync(
      file,
      `import { writeFileSync } from "node:fs";
import { Box, NodeRuntime, Screen, setRuntime } from "@unblessed/node";
setRuntime(new NodeRuntime());
const screen = new Screen({ terminal: "xterm" });
new Box({ parent: screen, height: 1, content: "drawn" });
${body}
screen.render();
`,
    );
    return file;
  }

  /** Runs `command` (sh) on a pseudo-terminal; resolves with its exit code and output. */
  function onTerminal(command: string): Promise<{ code: number | null; output: string }> {
    const child = spawn("script", ["-qec", command, "/dev/null"], {
      env: { ...process.env, TERM: "xterm" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    running.push(child);
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    // stdin stays open: an end of input would reach the program as a key.
    return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
  }

  const lflag = (output: string, flag: string) => new RegExp(`(^|\\s)(-?)${flag}(\\s|$)`, "m").exec(output)?.[2];

  it.each([
    ["with a key bound, stays in raw mode", "screen.key('q', () => {});", "-"],
    ["with no key bound, was never in raw mode", "", ""],
  ])("a program killed with kill -9 %s", async (_name, keys, rawFlag) => {
    const ready = path.join(dir, `ready-${rawFlag ? "keys" : "nokeys"}`);
    const file = program(
      `kill-${rawFlag ? "keys" : "nokeys"}.mjs`,
      `${keys}\nwriteFileSync(${JSON.stringify(ready)}, "");`,
    );
    const node = nodeBinary();
    // A job started with & reads /dev/null unless told otherwise.
    const { output } = await onTerminal(
      `"${node}" "${file}" </dev/tty & pid=$!; while [ ! -f "${ready}" ]; do sleep 0.05; done; kill -9 $pid; wait $pid; stty -a`,
    );
    expect(lflag(output, "icanon")).toBe(rawFlag);
    expect(lflag(output, "echo")).toBe(rawFlag);
    // No signal keys either: Ctrl+C reaches a raw-mode program as the key C-c.
    expect(lflag(output, "isig")).toBe(rawFlag);
  });

  // The program destroys its screen and calls nothing else. An unref'd timer
  // only fires if something still keeps the process alive; it then reports
  // that with exit code 7.
  const destroyOnly = `screen.key("q", () => {});
setTimeout(() => {
  screen.destroy();
  setTimeout(() => process.exit(7), 2000).unref();
}, 50);`;

  it("destroy() alone lets the program end: stdin is paused", async () => {
    const file = program("destroy-tty.mjs", destroyOnly);
    const { code } = await onTerminal(`"${nodeBinary()}" "${file}"`);
    expect(code).toBe(0);
  });

  it("destroy() alone does not let the program end when stdin is a pipe", async () => {
    const file = program("destroy-pipe.mjs", destroyOnly);
    const child = spawn(nodeBinary(), [file], {
      env: { ...process.env, TERM: "xterm" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    running.push(child);
    child.stdout.resume();
    const code = await new Promise<number | null>((resolve) => child.on("exit", (exitCode) => resolve(exitCode)));
    expect(code).toBe(7);
  });
});
