// The migration guide, tried on blessed programs of our own (programs/*.cjs):
// each scenario runs a program under blessed 0.1.81, then under
// @unblessed/blessed with the package swapped and nothing else ("swap
// only"), then with the guide's whole checklist applied ("migrated"), all in
// the sample runner's headless xterm with the same keys. The migrated run
// must match blessed cell for cell and exit the same way, except for the
// differences the guide lists, and each of those must still be there. The
// swap-only run shows what the checklist is for.
// Page: content/docs/getting-started/migration-from-blessed.mdx.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../lib/docs";
import { CHECKLIST, migrate, migrateEnvironment, SNIPPETS, stepTitled } from "./checklist";
import { differences, type RunOutcome, runProgram } from "./compare-runs";
import { KNOWN_DIFFERENCES, type KnownDifference } from "./known-differences";
import { readProgram, specimenNames } from "./programs";

interface Scenario {
  name: string;
  program: string;
  script: string;
  size: `${number}x${number}`;
  /** "esm": the program's `require("blessed")` becomes `import blessed from "blessed"`, as an ES module user writes it. */
  format?: "esm";
  env?: Record<string, string>;
  /** Differences the guide lists that remain after the checklist. */
  remaining?: KnownDifference[];
  /**
   * Steps this scenario shows the need for: run with every step but that
   * one, the program differs from blessed at least in these lines.
   */
  without?: Array<{ step: string; shows: string[] }>;
}

const { formDepth, radioGlyphs } = KNOWN_DIFFERENCES;

const SCENARIOS: Scenario[] = [
  {
    name: "a list driven by arrow keys, vi keys and the mouse",
    program: "list.cjs",
    size: "60x12",
    script: "down j frame:moved click:3,5 frame:clicked enter",
  },
  {
    name: "a form filled in with the arrow keys and sent with its Submit button",
    program: "form.cjs",
    size: "80x16",
    script: "'Ada' down frame:news space down frame:free space down down frame:submit enter",
    remaining: [radioGlyphs],
    without: [
      {
        step: "Give a form its keys yourself.",
        shows: [
          'news row 1 col 9: "Ada                 " {bg=4} → "Ada                 " {bg=6}',
          'final row 12 col 0: "Sent: {"name":"Ada","news":true,"plan":[true,false],"button":true}" → "Not sent                                                          "',
        ],
      },
    ],
  },
  {
    name: "Enter in a form's text field, then the arrow keys",
    program: "form.cjs",
    size: "80x16",
    script: "'Ada' enter frame:entered down space",
    remaining: [radioGlyphs],
    without: [
      {
        step: "Act on the Submit button, not on the form's `submit` event.",
        shows: [
          'entered row 12 col 0: "Not sent                                      " → "Sent: {"name":"Ada","news":false,"plan":false}"',
        ],
      },
    ],
  },
  {
    name: "Tab, Shift+Tab and Escape in a form, then its Cancel button",
    program: "form.cjs",
    size: "80x16",
    script: "'Ada' tab frame:tabbed space tab S-tab S-tab 'B' frame:back escape down down down down down enter",
    remaining: [radioGlyphs],
  },
  {
    name: "a form whose fields sit in groups, sent with Ctrl+S",
    program: "nested-form.cjs",
    size: "70x12",
    script: "C-s",
    remaining: [formDepth],
  },
  {
    name: "a text field with inputOnFocus, submitted with Enter, then Ctrl+C",
    program: "input.cjs",
    size: "60x7",
    script: "'Ada' enter frame:submitted",
    without: [
      {
        step: "Start from an empty focus history.",
        shows: [
          'blessed ran and exited cleanly; unblessed failed: did not exit within the time limit after the quit keys "C-c" (bind them, or set quit= in the meta)',
        ],
      },
    ],
  },
  {
    name: "the text field edited again and left with Escape",
    program: "input.cjs",
    size: "60x7",
    script: "'Ada' enter e 'x' escape frame:cancelled",
  },
  {
    name: "border colours set four ways, and a focus colour",
    program: "borders.cjs",
    size: "80x12",
    script: "frame:start f",
    without: [
      {
        step: "Move `border.style` into `style.border`.",
        shows: ['start row 3 col 57: "│        " {fg=1} → "undefined" {fg=1}'],
      },
    ],
  },
  {
    name: "tags, colours and the tag helpers (CommonJS)",
    program: "tags.cjs",
    size: "60x12",
    script: "",
    without: [
      {
        step: "Let elements parse their tags.",
        shows: [
          "blessed ran and exited cleanly; unblessed failed: exited with code 1: TypeError: Cannot read properties of undefined (reading 'prototype')",
        ],
      },
    ],
  },
  {
    name: "tags, colours and the tag helpers (ES module)",
    program: "tags.cjs",
    format: "esm",
    size: "60x12",
    script: "",
    without: [
      {
        step: "Swap the package.",
        shows: [
          "blessed ran and exited cleanly; unblessed failed: exited with code 1: TypeError: blessed.escape is not a function",
        ],
      },
    ],
  },
  {
    name: "the program's own Tab handler between three panes",
    program: "tab.cjs",
    size: "70x9",
    script: "frame:start tab frame:second tab frame:third S-tab frame:back down",
    without: [
      {
        step: "Move Tab handlers into `focus` listeners.",
        shows: ['second row 7 col 5: "2" → "1"', 'third row 7 col 5: "3" → "1"'],
      },
    ],
  },
  {
    name: "a log and a progress bar",
    program: "log-progress.cjs",
    size: "50x11",
    script: "n frame:one n n frame:three n n n n",
    without: [
      {
        step: "Call widget names without `new`.",
        shows: [
          "blessed ran and exited cleanly; unblessed failed: exited with code 1: TypeError: blessed.ProgressBar is not a constructor",
        ],
      },
      {
        step: "Create a `ScrollableText` before the first `Log`.",
        shows: ['final row 1 col 1: "step 4" {fg=2} → "ready "'],
      },
    ],
  },
  {
    name: "one specimen of every widget that draws",
    program: "widgets.cjs",
    size: "60x20",
    script: specimenScript(),
    remaining: [radioGlyphs],
    without: [
      {
        step: "Give `BigText` its fonts.",
        shows: [
          "blessed ran and exited cleanly; unblessed failed: exited with code 1: Error: ENOENT: no such file or directory, open 'node_modules/@unblessed/blessed/dist/data/fonts/ter-u14n.json'",
        ],
      },
    ],
  },
  {
    name: "a terminal that reports TERM=xterm-256color",
    program: "list.cjs",
    env: { TERM: "xterm-256color" },
    size: "60x12",
    script: "down enter",
    without: [
      {
        step: "Keep `TERM=xterm-256color` working.",
        shows: [
          "blessed ran and exited cleanly; unblessed failed: exited with code 1 before drawing anything: Error: ENOENT: no such file or directory, open 'node_modules/@unblessed/blessed/dist/data/xterm'",
        ],
      },
    ],
  },
];

/** Captures each specimen of widgets.cjs as a frame named after it ("n" shows the next one). */
function specimenScript(): string {
  return specimenNames()
    .map((name) => `frame:${name} n`)
    .join(" ");
}

// run(BLESSED): the program as written, under blessed itself.
const BLESSED = Symbol("blessed");

function source(scenario: Scenario): string {
  const code = readProgram(scenario.program);
  return scenario.format === "esm" ? asModule(code) : code;
}

/** The program as an ES module user writes it: blessed is imported, not required. */
function asModule(code: string): string {
  const required = `const blessed = require("blessed");`;
  if (!code.includes(required) || /\brequire\(/.test(code.replace(required, ""))) {
    throw new Error("asModule handles programs whose only require() is blessed");
  }
  return code.replace(required, `import blessed from "blessed";`);
}

// The checklist's shell commands run here, in a project folder that sees the repo's node_modules.
let project = "";
beforeAll(() => {
  project = mkdtempSync(path.join(os.tmpdir(), "migration-project-"));
  symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(project, "node_modules"));
  execFileSync("sh", ["-e", "-c", SNIPPETS.terminfo], { cwd: project });
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe.each(SCENARIOS)("$name ($program)", (scenario) => {
  const [cols = 0, rows = 0] = scenario.size.split("x").map(Number);
  const code = source(scenario);
  const run = (variant?: string | typeof BLESSED) =>
    runProgram(variant === BLESSED ? code : migrate(code, variant), {
      script: scenario.script,
      cols,
      rows,
      format: scenario.format ?? "cjs",
      env: variant === BLESSED ? scenario.env : migrateEnvironment(scenario.env ?? {}, project, variant),
    });
  let blessed: RunOutcome;
  let migrated: RunOutcome;
  const without = new Map<string, RunOutcome>();
  beforeAll(async () => {
    const skips = (scenario.without ?? []).map(({ step }) => stepTitled(step).title);
    const [first, second, ...rest] = await Promise.all([run(BLESSED), run(), ...skips.map((skip) => run(skip))]);
    [blessed, migrated] = [first, second] as [RunOutcome, RunOutcome];
    skips.forEach((skip, i) => without.set(skip, rest[i] as RunOutcome));
  });

  it("runs under blessed 0.1.81 and exits on Ctrl+C", () => {
    expect(blessed.kind === "failed" ? blessed.reason : "ran").toBe("ran");
  });

  it("with the checklist applied, differs from blessed only as the guide lists", () => {
    const found = differences(blessed, migrated);
    const remaining = scenario.remaining ?? [];
    expect(found.filter((line) => !remaining.some((known) => known.pattern.test(line)))).toEqual([]);
    for (const known of remaining)
      expect(
        found.some((line) => known.pattern.test(line)),
        known.section,
      ).toBe(true);
  });

  it.each(scenario.without ?? [])('without the step "$step", differs as that step says', ({ step, shows }) => {
    const found = differences(blessed, without.get(step) as RunOutcome);
    expect(shows.length).toBeGreaterThan(0);
    expect(found).toEqual(expect.arrayContaining(shows));
  });
});

describe("the checklist", () => {
  it("has no step without a scenario that shows what goes wrong without it", () => {
    const shown = new Set(SCENARIOS.flatMap((scenario) => (scenario.without ?? []).map(({ step }) => step)));
    expect(CHECKLIST.map((step) => step.title).filter((title) => !shown.has(title))).toEqual([]);
  });
});
