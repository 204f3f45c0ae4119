// The browser runtime (app/live/runtime) run under Node: a docs sample
// rendered through it into @xterm/headless must look exactly like the same
// sample run by Node with NodeRuntime, cell for cell, before and after a key.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import xterm from "@xterm/headless";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_ENV } from "../../app/live/runtime/process";
import { compileProgram } from "../../app/live/run/compile-program";
import { ProgramError } from "../../app/live/run/program-error";
import { startRun, type Run, type RunEnd } from "../../app/live/run/session";
import { blockTitle, extractCodeBlocks } from "./lib/blocks";
import { CORE_PACKAGE, loadBrowserCore, loadDataFromPackage } from "./lib/browser-core";
import { readPage, REPO_ROOT } from "./lib/docs";
import { COLS, ROWS, type RunningProgram, startProgram } from "./lib/headless";
import { flushed, screenCells, screenText, waitForScreen } from "./lib/terminal-snapshot";

type CoreModule = typeof import("@unblessed/core");

const RIGHT = "\u001b[C";
let core: CoreModule;
let workDir = "";
const children: RunningProgram[] = [];
const runs: Run[] = [];

function sample(page: string, title: string): string {
  const block = extractCodeBlocks(readPage(page), page).find((b) => blockTitle(b) === title);
  if (!block) throw new Error(`no block titled ${title} in ${page}.mdx`);
  return block.code;
}

/** Runs a program in the browser runtime, into a headless terminal of the size Node's run gets. */
async function runInBrowserRuntime(source: string, filename = "program.ts", size = { cols: COLS, rows: ROWS }) {
  const term = new xterm.Terminal({ ...size, allowProposedApi: true });
  const ends: RunEnd[] = [];
  const run = await startRun({
    core,
    terminal: term,
    source,
    filename,
    loadData: loadDataFromPackage,
    onEnd: (end) => ends.push(end),
  });
  runs.push(run);
  return { term, run, ends, press: (keys: string) => term.input(keys, true) };
}

/** The same program under NodeRuntime in a child process, with the same environment and terminfo entry. */
function runUnderNode(source: string, filename: string): RunningProgram {
  const file = path.join(workDir, filename.replace(/\.ts$/, ".cjs"));
  writeFileSync(file, compileProgram(source, filename).code);
  const { PATH } = process.env;
  const child = startProgram(file, { ...BROWSER_ENV, PATH, TERMINFO: path.join(workDir, "terminfo") });
  children.push(child);
  return child;
}

beforeAll(async () => {
  core = await loadBrowserCore();
  mkdirSync(path.join(REPO_ROOT, ".cache"), { recursive: true });
  workDir = mkdtempSync(path.join(REPO_ROOT, ".cache", "browser-runtime-"));
  // Node reads the package's own xterm entry too, not whichever one the system has.
  mkdirSync(path.join(workDir, "terminfo", "x"), { recursive: true });
  copyFileSync(path.join(CORE_PACKAGE, "data/xterm"), path.join(workDir, "terminfo/x/xterm"));
});

afterAll(() => {
  for (const run of runs) run.stop();
  for (const child of children) child.kill();
  rmSync(workDir, { recursive: true, force: true });
});

/** Waits for the text on both screens, then compares them cell by cell. */
async function expectSameScreen(node: RunningProgram, browser: xterm.Terminal, text: string): Promise<void> {
  await node.waitForText(text);
  await waitForScreen(browser, text);
  await flushed(node.terminal);
  await flushed(browser);
  expect(screenCells(browser)).toEqual(screenCells(node.terminal));
}

describe("the browser runtime against NodeRuntime", () => {
  it("renders the simple-box example exactly as Node does, before and after a key", async () => {
    const source = sample("examples/getting-started/simple-box", "simple-box.ts");
    const node = runUnderNode(source, "simple-box.ts");
    const browser = await runInBrowserRuntime(source, "simple-box.ts");

    await expectSameScreen(node, browser.term, "Arrow keys move me.");
    node.press(RIGHT);
    browser.press(RIGHT);
    await expectSameScreen(node, browser.term, "Position: 6,2");

    node.press("q");
    browser.press("q");
    expect(await node.exited()).toBe(0);
    expect(browser.ends).toEqual([{ state: "exited", code: 0 }]);
    expect(browser.run.pendingTimers).toBe(0);
  });

  it("renders the dashboard's first frame as Node does", async () => {
    // The dashboard animates: compare the frame drawn before its first tick.
    const source = sample("examples/getting-started/dashboard", "dashboard.ts").replace(
      "setInterval(tick, 200)",
      "setInterval(tick, 60_000)",
    );
    const node = runUnderNode(source, "dashboard.ts");
    const browser = await runInBrowserRuntime(source, "dashboard.ts");
    await expectSameScreen(node, browser.term, "Build dashboard");
    node.press("q");
    expect(await node.exited()).toBe(0);
    browser.run.stop();
  });
});

/**
 * A press and release of the left button at a cell (0-based), made by
 * xterm.js's own mouse service: the service the browser terminal hands its
 * DOM mouse events to, which picks the protocol and encoding the program
 * enabled and reports through onData or onBinary. @xterm/headless has no
 * public way to feed it, hence the private member.
 */
function click(term: xterm.Terminal, col: number, row: number): void {
  // Private API of @xterm/headless 6 (CoreMouseService.triggerMouseEvent); the shape is xterm's ICoreMouseEvent.
  const mouse = (term as unknown as { _core: { coreMouseService: { triggerMouseEvent(event: object): boolean } } })
    ._core.coreMouseService;
  for (const action of [1, 0]) {
    // action 1 is a press, 0 a release; button 0 is the left one.
    mouse.triggerMouseEvent({ col, row, x: 0, y: 0, button: 0, action, ctrl: false, alt: false, shift: false });
  }
}

describe("the mouse reaches the program", () => {
  it("a click highlights an item of the interactive list and a second click chooses it, as the page says", async () => {
    const source = sample("examples/getting-started/interactive-list", "interactive-list.ts");
    const browser = await runInBrowserRuntime(source, "interactive-list.ts", { cols: 64, rows: 12 });
    await waitForScreen(browser.term, "Up/Down to move");
    // Damson is the fourth item: row 5 (border at row 1), column 5.
    click(browser.term, 5, 5);
    await flushed(browser.term);
    expect(screenText(browser.term)).toContain("Up/Down to move");
    click(browser.term, 5, 5);
    await waitForScreen(browser.term, "You chose Damson");
    browser.run.stop();
  });

  it("reports columns past 95 in the UTF-8 encoding the library asked for", async () => {
    const source = [
      'import { Box, Screen } from "@unblessed/core";',
      "const screen = new Screen();",
      'const report = new Box({ parent: screen, top: 0, left: 0, height: 1, content: "no click" });',
      'const target = new Box({ parent: screen, top: 2, left: 100, width: 10, height: 3, content: "target" });',
      'target.on("click", (event) => {',
      "  report.setContent(`clicked ${event.x},${event.y}`);",
      "  screen.render();",
      "});",
      "screen.render();",
    ].join("\n");
    const browser = await runInBrowserRuntime(source, "wide.ts", { cols: 120, rows: 10 });
    await waitForScreen(browser.term, "target");
    click(browser.term, 104, 3);
    await waitForScreen(browser.term, "clicked 104,3");
    browser.run.stop();
  });
});

describe("what core needs besides its runtime (the Browser page)", () => {
  it("registers an exit handler on the global process even when the screen gets its own streams", async () => {
    const node = await import("@unblessed/node");
    const { PassThrough } = await import("node:stream");
    node.setRuntime(new node.NodeRuntime());
    const before = process.listenerCount("exit");
    const output = Object.assign(new PassThrough(), { columns: 40, rows: 10 });
    const screen = new node.Screen({ input: new PassThrough(), output, terminal: "xterm" });
    expect(process.listenerCount("exit")).toBeGreaterThan(before);
    screen.destroy();
    expect(process.listenerCount("exit")).toBe(before);
  });
});

describe("runs in the page", () => {
  it("Stop ends a program with a running interval: nothing is left to fire and keys no longer reach it", async () => {
    const browser = await runInBrowserRuntime(sample("examples/getting-started/dashboard", "dashboard.ts"));
    await waitForScreen(browser.term, "complete");
    expect(browser.run.pendingTimers).toBeGreaterThan(0);
    browser.run.stop();
    expect(browser.ends).toEqual([{ state: "stopped" }]);
    expect(browser.run.pendingTimers).toBe(0);
    // Leaving the alternate screen shows the normal buffer again, without the dashboard.
    await flushed(browser.term);
    expect(screenText(browser.term)).not.toContain("Build dashboard");
  });

  it("runs again after a stop, with a fresh screen", async () => {
    const source = sample("getting-started/quick-start", "hello.ts");
    const first = await runInBrowserRuntime(source);
    await waitForScreen(first.term, "Hello from unblessed!");
    first.run.stop();
    const second = await runInBrowserRuntime(source);
    await waitForScreen(second.term, "Hello from unblessed!");
    second.press(" ");
    await waitForScreen(second.term, "Space pressed 1 time");
    second.run.stop();
  });

  it("starting a run stops the one before it (core has one runtime per page)", async () => {
    const source = sample("getting-started/quick-start", "hello.ts");
    const first = await runInBrowserRuntime(source);
    const second = await runInBrowserRuntime(source);
    expect(first.ends).toEqual([{ state: "stopped" }]);
    await waitForScreen(second.term, "Hello from unblessed!");
    second.run.stop();
  });

  it("rejects a syntax error with its line and column", async () => {
    const error = await runInBrowserRuntime("const a = 1;\nconst b = ;\n").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProgramError);
    expect((error as ProgramError).describe()).toBe("SyntaxError at line 2, column 11: Unexpected token");
  });

  it("reports an error thrown while the program starts, at its line in the TypeScript source", async () => {
    const browser = await runInBrowserRuntime(
      'import { Screen } from "@unblessed/core";\nconst width: number = 3;\n\nthrow new RangeError(`bad width ${width}`);\n',
    );
    expect(browser.ends).toHaveLength(1);
    const end = browser.ends[0];
    expect(end?.state === "failed" && end.error.describe()).toBe("RangeError at line 4, column 7: bad width 3");
  });

  it("reports an error thrown by a key handler, and ends the run", async () => {
    const browser = await runInBrowserRuntime(
      [
        'import { Box, Screen } from "@unblessed/core";',
        "const screen = new Screen();",
        'new Box({ parent: screen, content: "ready" });',
        'screen.key("x", () => {',
        '  throw new Error("pressed x");',
        "});",
        "screen.render();",
      ].join("\n"),
    );
    await waitForScreen(browser.term, "ready");
    browser.press("x");
    const end = browser.ends[0];
    expect(end?.state === "failed" && end.error.describe()).toBe("Error at line 5, column 9: pressed x");
    expect(browser.run.pendingTimers).toBe(0);
  });

  it("tells which packages a program can import", async () => {
    const browser = await runInBrowserRuntime('import blessed from "neo-blessed";\nblessed.screen();\n');
    const end = browser.ends[0];
    expect(end?.state === "failed" && end.error.describe()).toMatch(
      /^Error at line 1, column \d+: Cannot find module 'neo-blessed': programs in the page can import @unblessed\/core and @unblessed\/node\.$/,
    );
  });

  it("draws BigText with the fonts the package ships, which NodeRuntime cannot find by default", async () => {
    const source = [
      'import { BigText, NodeRuntime, Screen, setRuntime } from "@unblessed/node";',
      "setRuntime(new NodeRuntime());",
      "const screen = new Screen();",
      'new BigText({ parent: screen, content: "Hi", fch: "#" });',
      "screen.render();",
    ].join("\n");
    const browser = await runInBrowserRuntime(source);
    await flushed(browser.term);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await flushed(browser.term);
    // `fch` is the character each lit pixel of the 14-row font is drawn with.
    expect(screenText(browser.term)).toMatch(/#{4}/);
    expect(browser.ends).toEqual([]);
    browser.run.stop();

    const node = runUnderNode(source, "bigtext.ts");
    expect(await node.exited()).not.toBe(0);
    expect(node.stderr()).toMatch(/ENOENT.*dist[/\\]data[/\\]fonts[/\\]ter-u14n\.json/);
  });
});
