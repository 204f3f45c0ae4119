// The sample runner on small programs of our own: what it captures, and each
// way a sample can fail the build. Captures go to a fresh cache folder so
// nothing here is answered from an earlier run.
import { existsSync, mkdtempSync, rmSync, watch } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkSample,
  type QuitFromStart,
  type SampleOutcome,
} from "../../../app/content-pipeline/.server/samples/check-sample";
import { quitSummary } from "../../../app/content-pipeline/.server/samples/run-samples";
import { runSample, SAMPLE_SOURCE_NAME } from "../../../app/content-pipeline/.server/samples/run-sample";
import { sampleCacheKey } from "../../../app/content-pipeline/.server/samples/sample-cache";
import { planSample, type SampleSpec } from "../../../app/content-pipeline/.server/samples/sample-spec";
import { screenText } from "../../../contracts/screen-capture";

let cacheDir = "";
beforeAll(() => {
  cacheDir = mkdtempSync(path.join(os.tmpdir(), "sample-captures-"));
  process.env.SAMPLES_CACHE_DIR = cacheDir;
});
afterAll(() => {
  delete process.env.SAMPLES_CACHE_DIR;
  rmSync(cacheDir, { recursive: true, force: true });
});

const HEADER = `import { Box, List, NodeRuntime, Screen, setRuntime } from "@unblessed/node";
setRuntime(new NodeRuntime());
const screen = new Screen();
screen.key(["q", "C-c"], () => { screen.destroy(); process.exit(0); });
`;

function program(body: string): string {
  return `${HEADER}${body}\nscreen.render();\n`;
}

function ran(outcome: SampleOutcome) {
  if (outcome.kind !== "ran") throw new Error(`expected a run, got ${JSON.stringify(outcome)}`);
  return outcome;
}

function frame(outcome: Pick<ReturnType<typeof ran>, "frames">, name: string) {
  const found = outcome.frames.find((f) => f.name === name);
  if (!found) throw new Error(`no frame ${name}`);
  return found.screen;
}

/** The spec the page would run for this block; throws when the block would not be run. */
function runnableSpec(lang: string, code: string, meta = ""): SampleSpec {
  const plan = planSample(lang, code, meta);
  if (plan.kind !== "run") throw new Error(`expected a runnable plan, got ${JSON.stringify(plan)}`);
  return plan.spec;
}

function failure(outcome: SampleOutcome): string {
  if (outcome.kind !== "failed") throw new Error(`expected a failure, got ${outcome.kind}`);
  return outcome.reason;
}

const LIST = program(`
const list = new List({ parent: screen, top: 0, left: 0, width: 20, height: 6, keys: true, mouse: true,
  items: ["Apple", "Banana", "Cherry"], style: { selected: { bg: "blue" } } });
const status = new Box({ parent: screen, top: 7, left: 0, height: 1, width: 30, content: "none" });
list.on("select", (item) => { status.setContent("Picked " + item.getText()); screen.render(); });
list.focus();`);

describe("capturing", () => {
  it("drives keys, captures named frames and the final screen with colours", async () => {
    const outcome = ran(
      await checkSample("ts", LIST, 'script="down frame:moved down enter" expect="Picked Cherry" expect:moved="none"'),
    );
    expect(outcome.frames.map((f) => [f.name, f.caption])).toEqual([
      ["moved", "after pressing Down"],
      ["final", "after pressing Down twice and Enter"],
    ]);
    const final = frame(outcome, "final");
    expect(screenText(final)).toContain("Picked Cherry");
    // The selected row is drawn on a blue background (palette 4).
    const cherryRun = final.lines[2]?.find(([text]) => text.includes("Cherry"));
    expect(cherryRun && final.styles[cherryRun[1]]).toMatchObject({ bg: 4 });
  });

  it("clicks a cell with the mouse encoding the program asked for", async () => {
    // A click on an item that is not highlighted moves the highlight there;
    // the runner's click must reach the list for that to show.
    const outcome = ran(await checkSample("ts", LIST, 'script="click:3,2 enter" expect="Picked Cherry"'));
    expect(outcome.frames).toHaveLength(1);
  });

  it("resizes the terminal and the program sees the new size", async () => {
    const code = program(`
const size = new Box({ parent: screen, top: 0, left: 0, width: 30, height: 1, content: "size " + screen.cols + "x" + screen.rows });
screen.on("resize", () => { size.setContent("size " + screen.cols + "x" + screen.rows); screen.render(); });`);
    const outcome = ran(
      await checkSample(
        "ts",
        code,
        'size=60x10 script="frame:start resize:100x30" expect:start="size 60x10" expect="size 100x30"',
      ),
    );
    expect(frame(outcome, "final").cols).toBe(100);
  });

  it("waits for a program that is still busy after a silence, instead of taking its screen too early", async () => {
    // 400 ms without a write is a settled screen to a clock; on a loaded machine a program can go that
    // long without the CPU. The runner waits until the program is blocked as well.
    const code = program(`
const box = new Box({ parent: screen, top: 0, left: 0, width: 30, height: 1, content: "still working" });
screen.render();
setTimeout(() => {
  const until = Date.now() + 400;
  while (Date.now() < until) {}
  box.setContent("done working");
  screen.render();
}, 20);`);
    const outcome = ran(await checkSample("ts", code, ""));
    expect(screenText(frame(outcome, "final"))).toContain("done working");
  });

  it("reads what the program wrote while the runner itself was starved, before calling the screen settled", async () => {
    // A busy machine can hold the runner back while the program draws its next screen and goes idle.
    // When the runner gets the CPU again, its timers run before the pipe is read: the old screen looked
    // quiet and the program blocked. Here the runner's own thread is held for 400 ms (on a marker file the
    // program writes after its first screen) while the program draws the second.
    const marker = path.join(cacheDir, `starved-${process.pid}`);
    const code = program(`
import { writeFileSync } from "node:fs";
const box = new Box({ parent: screen, top: 0, left: 0, width: 30, height: 1, content: "first screen" });
screen.render();
setTimeout(() => writeFileSync(process.env.MARKER!, ""), 30);
setTimeout(() => { box.setContent("second screen"); screen.render(); }, 80);`);
    const spec = runnableSpec("ts", code, "");
    const watcher = watch(cacheDir, (_event, name) => {
      if (name !== path.basename(marker)) return;
      watcher.close();
      const until = Date.now() + 400;
      while (Date.now() < until) {
        // Holding the runner's thread, as a starved process is held.
      }
    });
    try {
      const run = await runSample({ ...spec, env: { MARKER: marker } });
      expect(screenText(frame(run, "final"))).toContain("second screen");
    } finally {
      watcher.close();
    }
  });

  it("answers the second run of the same sample from the cache", async () => {
    const meta = 'script="down" expect="Banana"';
    const first = ran(await checkSample("ts", LIST, meta));
    const second = ran(await checkSample("ts", LIST, meta));
    expect([first.cached, second.cached]).toEqual([false, true]);
    expect(second.frames).toEqual(first.frames);
  });

  it("shows the last screen and what is left in the terminal for a program that ends itself", async () => {
    const code = `import { Box, NodeRuntime, Screen, setRuntime } from "@unblessed/node";
setRuntime(new NodeRuntime());
const screen = new Screen();
new Box({ parent: screen, content: "drawn once" });
screen.render();
setTimeout(() => { screen.destroy(); console.log("bye from the program"); }, 50);`;
    const outcome = ran(
      await checkSample("ts", code, 'quit=none expect:before-exit="drawn once" expect="bye from the program"'),
    );
    expect(outcome.frames.map((f) => f.name)).toEqual(["before-exit", "final"]);
  });
});

describe("programs written for blessed, and slow ones", () => {
  const BLESSED_STYLE = `const blessed = require("@unblessed/blessed");
const screen = blessed.screen({ smartCSR: true });
const box = blessed.box({ parent: screen, top: 0, left: 0, width: 40, height: 1, content: "TERM is " + process.env.TERM + " " + (process.env.GREETING || "") });
screen.key("x", () => {
  // A handler that takes its time (a slow disk, a big file): the runner must wait for it.
  const until = Date.now() + 300;
  while (Date.now() < until);
  box.setContent("handled x");
  screen.render();
});
screen.key(["q", "C-c"], () => { screen.destroy(); process.exit(0); });
screen.render();`;

  it("runs a js sample that uses require() as CommonJS", async () => {
    const plan = planSample("js", BLESSED_STYLE, "");
    expect(plan).toMatchObject({ kind: "run", spec: { format: "cjs" } });
    ran(await checkSample("js", BLESSED_STYLE, 'expect="TERM is xterm"'));
    const asModule = `import blessed from "@unblessed/blessed";\n${BLESSED_STYLE.replace(/^const blessed.*\n/, "")}`;
    expect(planSample("js", asModule, "")).toMatchObject({ spec: { format: "esm" } });
  });

  it("waits until the program has handled a key before it captures", async () => {
    // 300 ms of work is far beyond the quiet time the runner waits for.
    const outcome = ran(await checkSample("js", BLESSED_STYLE, 'script="x frame:after"'));
    expect(screenText(frame(outcome, "after"))).toContain("handled x");
  });

  it("takes an expected frame once its text is on the screen, when a late timer draws it", async () => {
    // The screen is quiet for 600 ms (far longer than the quiet time) before the timer draws.
    const late = program(
      `const box = new Box({ parent: screen, top: 0, left: 0, width: 30, height: 1, content: "waiting" });
setTimeout(() => { box.setContent("drawn late"); screen.render(); }, 600);`,
    );
    const outcome = ran(await checkSample("ts", late, 'expect="drawn late"'));
    expect(screenText(frame(outcome, "final"))).toContain("drawn late");
    // Without an expectation the runner takes the screen once it is quiet: the timer has not fired yet.
    const quiet = ran(await checkSample("ts", late, ""));
    expect(screenText(frame(quiet, "final"))).toContain("waiting");
  });

  it("runs each program in an empty folder of its own, removed afterwards", async () => {
    // Samples write files by relative path (a log, a dump); runs side by side must not see each other's.
    const code = program(`import { readdirSync, writeFileSync } from "node:fs";
const found = readdirSync(".");
writeFileSync("left-behind.log", "x");
new Box({ parent: screen, top: 0, left: 0, width: 70, height: 3, content: "found [" + found.join(",") + "]\\n" + process.cwd() });`);
    const spec = runnableSpec("ts", code, "");
    const runs = await Promise.all([runSample(spec), runSample(spec)]);
    const again = await runSample(spec);
    for (const run of [...runs, again]) {
      const [found, cwd] = screenText(frame(run, "final"))
        .split("\n")
        .map((line) => line.trim());
      expect(found).toBe("found []");
      expect(cwd).toMatch(/^\//);
      expect(existsSync(cwd ?? "")).toBe(false);
    }
  });

  it("gives the program the environment the spec asks for", async () => {
    const spec = runnableSpec("js", BLESSED_STYLE, "");
    const run = await runSample({ ...spec, env: { GREETING: "hello" } });
    expect(screenText(frame(run, "final"))).toContain("TERM is xterm hello");
  });
});

describe("failing the build", () => {
  it("names a thrown error", async () => {
    const reason = failure(
      await checkSample("ts", program(`screen.key("x", () => { throw new Error("boom from x"); });`), 'script="x"'),
    );
    expect(reason).toMatch(/exited with code 1/);
    expect(reason).toContain("boom from x");
    // The trace names the sample's own line (the fifth, after HEADER's four), which the page compiler
    // turns into the MDX file's line: the preload maps the sample's code through its source map.
    expect(reason).toMatch(new RegExp(`${SAMPLE_SOURCE_NAME.replace(".", "\\.")}:5:\\d+`));
  });

  it("rejects output on stderr", async () => {
    const reason = failure(await checkSample("ts", program(`console.error("a warning");`), ""));
    expect(reason).toMatch(/wrote to stderr:\s+a warning/);
  });

  it("rejects a program that does not exit on its quit keys", async () => {
    const code = `import { Box, NodeRuntime, Screen, setRuntime } from "@unblessed/node";
setRuntime(new NodeRuntime());
const screen = new Screen();
new Box({ parent: screen, content: "stuck" });
screen.key("space", () => {});
screen.render();`;
    const reason = failure(await checkSample("ts", code, "timeout=1500"));
    expect(reason).toMatch(/did not exit within the time limit after the quit keys "C-c"/);
    expect(reason).toContain("stuck");
  });

  it("rejects a program that leaves the alternate buffer on or the cursor hidden", async () => {
    const code = program(
      `screen.key("x", () => { screen.destroy(); process.stdout.write("\\x1b[?1049h\\x1b[?25l"); process.exit(0); });`,
    );
    const reason = failure(await checkSample("ts", code, "quit=x"));
    expect(reason).toContain("left the terminal in the alternate buffer");
    expect(reason).toContain("left the cursor hidden");
  });

  it("reports an unmet expectation with the screen", async () => {
    const reason = failure(await checkSample("ts", LIST, 'script="down" expect="Picked Banana" reject="Apple"'));
    expect(reason).toContain('expected "Picked Banana" not found on the final screen');
    // A capture that missed its expectations is not kept for the next build.
    const spec = runnableSpec("ts", LIST, 'script="down" expect="Picked Banana" reject="Apple"');
    expect(existsSync(path.join(cacheDir, `${sampleCacheKey(spec)}.json`))).toBe(false);
    expect(reason).toContain('unexpected "Apple" on the final screen');
    expect(reason).toContain("Cherry");
  });
});

describe("quitting from the starting state", () => {
  /** A text field that reads from the start; Tab frees the keys by moving to the button. */
  const field = (
    screenOptions: string,
  ) => `import { Button, NodeRuntime, Screen, setRuntime, Textbox } from "@unblessed/node";
setRuntime(new NodeRuntime());
const screen = new Screen(${screenOptions});
const name = new Textbox({ parent: screen, top: 0, width: 20, height: 1, inputOnFocus: true });
new Button({ parent: screen, top: 2, shrink: true, content: "[ OK ]" });
screen.key(["C-c"], () => { screen.destroy(); process.exit(0); });
name.focus();
screen.render();`;

  it("rejects a sample whose quit keys only work after its script has moved away from a text field", async () => {
    const reason = failure(await checkSample("ts", field("{}"), 'script="tab" timeout=1500'));
    expect(reason).toMatch(/the quit keys "C-c" do not end it from its starting state/);
    expect(reason).toContain("did not exit within the time limit");
    expect(reason).toContain("ignoreLocked");
  });

  it("checks it in a run of its own for a sample with a script, and in the run itself without one", async () => {
    const freed = field('{ ignoreLocked: ["C-c"] }');
    expect(ran(await checkSample("ts", freed, 'script="tab"')).quitFromStart).toBe("own-run");
    expect(ran(await checkSample("ts", freed, "")).quitFromStart).toBe("same-run");
    expect(ran(await checkSample("ts", LIST, "quit=q")).quitFromStart).toBe("same-run");
  });

  it("is counted in npm run samples' summary", () => {
    const sample = { file: "x.mdx", line: 1, lang: "ts", meta: null, code: "" };
    const ran = (quitFromStart: QuitFromStart) => ({
      sample,
      outcome: { kind: "ran" as const, frames: [], cached: true, ms: 0, quitFromStart },
    });
    const reports = [ran("same-run"), ran("own-run"), ran("own-run"), ran("ends-itself"), ran("traps-keys")];
    expect(quitSummary(reports)).toBe(
      "quit from the start: 3 checked (2 in a run without their script), 1 end by themselves, 1 trap keys on purpose",
    );
  });

  it("skips it for a sample that says why it traps keys, and for one that ends by itself", async () => {
    const trapped = ran(
      await checkSample("ts", field("{}"), 'script="tab" traps-keys="the field keeps every key until Tab"'),
    );
    expect(trapped.quitFromStart).toBe("traps-keys");
    expect(planSample("ts", LIST, 'traps-keys=""')).toMatchObject({ kind: "invalid", reason: /needs a reason/ });
    expect(planSample("ts", LIST, 'traps-keys="x" quit=none')).toMatchObject({ kind: "invalid" });
  });
});

describe("reading the fence meta", () => {
  it("runs only programs that create a screen", () => {
    expect(planSample("ts", "const x = 1;", "").kind).toBe("static");
    expect(planSample("bash", "new Screen()", "").kind).toBe("static");
    expect(planSample("ts", LIST, "").kind).toBe("run");
    expect(planSample("ts", "const s = blessed.screen({});", "").kind).toBe("run");
  });

  it("needs a reason to skip", () => {
    expect(planSample("ts", LIST, 'no-run="waits for a network peer"')).toEqual({
      kind: "skip",
      reason: "waits for a network peer",
    });
    expect(planSample("ts", LIST, 'no-run=""')).toMatchObject({ kind: "invalid", reason: /needs a reason/ });
  });

  it("lists the closest keys for an unknown one", () => {
    expect(planSample("ts", LIST, 'script="dwon"')).toMatchObject({
      kind: "invalid",
      reason: /unknown key "dwon" \(closest: down/,
    });
  });

  it("rejects an expectation on a frame the script does not take", () => {
    expect(planSample("ts", LIST, 'expect:later="x"')).toMatchObject({
      kind: "invalid",
      reason: /no frame:later step/,
    });
  });

  it("parses every kind of step", () => {
    const spec = runnableSpec(
      "ts",
      LIST,
      `script="C-a M-x S-tab 'hi there' click:1,2 wheeldown:0,0 resize:90x20 wait:10 frame:f" quit=q size=100x30`,
    );
    expect(spec.steps.map((s) => s.kind)).toEqual([
      "keys",
      "keys",
      "keys",
      "keys",
      "mouse",
      "mouse",
      "resize",
      "wait",
      "frame",
    ]);
    expect(spec.steps.slice(0, 4).map((s) => (s.kind === "keys" ? s.bytes : ""))).toEqual([
      "\x01",
      "\x1bx",
      "\x1b[Z",
      "hi there",
    ]);
    expect(spec).toMatchObject({ cols: 100, rows: 30, quit: { label: "q", bytes: "q" } });
  });
});
