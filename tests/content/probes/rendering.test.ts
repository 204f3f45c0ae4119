// Rendering facts stated on content/docs/concepts/rendering.mdx (and the
// landing copy's "Efficient rendering"): when output is written, what a render
// writes, how resizes are handled with and without resizeTimeout, how a Log
// renders by itself, and what fullUnicode needs.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Box, Log } from "@unblessed/node";
import { describe, expect, it } from "vitest";
import { checkSample } from "../../../app/content-pipeline/.server/samples/check-sample";
import { screenText } from "../../../contracts/screen-capture";
import { REPO_ROOT } from "../lib/docs";
import { freshCapturesPerFile } from "./lib/fresh-captures";
import { rowText, screensPerTest } from "./lib/pipe-screen";

const start = screensPerTest();

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("explicit rendering", () => {
  it("writes nothing for a changed Box until screen.render()", async () => {
    const { screen, written } = start();
    const box = new Box({ parent: screen, width: 20, height: 1 });
    screen.render();
    await nextTurn();
    const before = written().length;
    box.setContent("changed");
    await nextTurn();
    expect(written().length).toBe(before);
    screen.render();
    await nextTurn();
    expect(written().slice(before)).toContain("changed");
  });

  it("writes only what changed: an untouched box is not written again", async () => {
    const { screen, written } = start();
    new Box({ parent: screen, top: 0, width: 30, height: 1, content: "untouched line" });
    const changing = new Box({ parent: screen, top: 1, width: 30, height: 1, content: "first" });
    screen.render();
    await nextTurn();
    const before = written().length;
    changing.setContent("second");
    screen.render();
    await nextTurn();
    const delta = written().slice(before);
    expect(delta).toContain("second");
    expect(delta).not.toContain("untouched");
  });
});

describe("resizeTimeout", () => {
  it("is not 300 ms by default: without it the screen takes the new size and renders at once", () => {
    const { screen, resize } = start({}, 80, 24);
    screen.render();
    const renders = screen.renders;
    resize(100, 30);
    // Checked synchronously: no timer was involved.
    expect([screen.cols, screen.rows]).toEqual([100, 30]);
    expect(screen.renders).toBe(renders + 1);
  });

  it("with a number, waits that long after the last resize event", async () => {
    const { screen, resize } = start({ resizeTimeout: 50 }, 80, 24);
    resize(100, 30);
    expect(screen.cols).toBe(80);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect.poll(() => screen.cols).toBe(100);
  });

  it("is documented in the package's .d.ts as defaulting to 300, which the page corrects", () => {
    const declarations = readFileSync(path.join(REPO_ROOT, "node_modules/@unblessed/core/dist/index.d.ts"), "utf8");
    expect(declarations).toMatch(
      /redraw the screen after the terminal is resized \(Default: 300\)\.\s*\*\/\s*resizeTimeout\?: number;/,
    );
  });
});

describe("Log", () => {
  it("renders by itself on the next tick after every change, whatever setMaxFPS says", async () => {
    const { screen, written } = start();
    screen.setMaxFPS(20);
    const log = new Log({ parent: screen, width: 30, height: 5 });
    await nextTurn();
    const renders = screen.renders;
    const before = written().length;
    for (let i = 1; i <= 30; i++) log.log(`line ${i}`);
    expect(screen.renders).toBe(renders); // nothing yet, in the same tick
    await nextTurn();
    expect(screen.renders).toBe(renders + 30);
    // Blanks are written as cursor moves, so the words arrive apart.
    expect(written().slice(before)).toContain("line\x1b[1C1");
  });

  it("renders once for many lines handed over in one call", async () => {
    const { screen } = start();
    const log = new Log({ parent: screen, width: 30, height: 5 });
    await nextTurn();
    const renders = screen.renders;
    log.log(Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join("\n"));
    await nextTurn();
    expect(screen.renders).toBe(renders + 1);
    log.setContent("a\nb\nc");
    await nextTurn();
    expect(screen.renders).toBe(renders + 2);
  });

  describe("following its newest line (each case in a process of its own)", () => {
    freshCapturesPerFile();

    const program = (before: string) => `
import { Box, Log, NodeRuntime, Screen, ScrollableBox, ScrollableText, setRuntime } from "@unblessed/node";
setRuntime(new NodeRuntime());
const screen = new Screen();
screen.key("C-c", () => { screen.destroy(); process.exit(0); });
${before}
const log = new Log({ parent: screen, top: 1, width: 20, height: 4 });
for (let i = 1; i <= 9; i++) log.log("line " + i);
void [Box, ScrollableBox, ScrollableText];
`;

    async function finalScreen(before: string): Promise<string> {
      const outcome = await checkSample("ts", program(before), "size=30x6");
      const last = outcome.kind === "ran" ? outcome.frames.at(-1) : undefined;
      if (!last) throw new Error(`sample did not run: ${JSON.stringify(outcome)}`);
      return screenText(last.screen);
    }

    it("does not scroll when it is the program's only scrollable widget", async () => {
      const shown = await finalScreen("");
      expect(shown).toMatch(/line 1\s*$/m);
      expect(shown).not.toContain("line 9");
    });

    it.each([
      ["a ScrollableText", "new ScrollableText({ parent: screen, top: 0, height: 1, width: 1 });"],
      ["a ScrollableBox", "new ScrollableBox({ parent: screen, top: 0, height: 1, width: 1 });"],
      ["a Box with scrollable: true", "new Box({ parent: screen, top: 0, height: 1, width: 1, scrollable: true });"],
    ])("scrolls once %s has been created", async (_what, before) => {
      const shown = await finalScreen(before);
      expect(shown).toContain("line 9");
      expect(shown).not.toMatch(/line 1\s*$/m);
    });
  });
});

describe("fullUnicode", () => {
  it("draws wide characters only with fullUnicode; without it they become ??", () => {
    for (const [fullUnicode, expected] of [
      [true, "日本"],
      [false, "????"],
    ] as const) {
      const { screen } = start({ fullUnicode, forceUnicode: true });
      new Box({ parent: screen, width: 10, height: 1, content: "日本" });
      screen.render();
      // fullUnicode pads each wide character with a \x03 cell that the terminal never sees.
      expect(rowText(screen, 0).replaceAll("\x03", "").slice(0, expected.length)).toBe(expected);
    }
  });

  it("drops combining marks without fullUnicode", () => {
    const { screen } = start({ forceUnicode: true });
    new Box({ parent: screen, width: 10, height: 1, content: "e\u0301x" });
    screen.render();
    expect(rowText(screen, 0)).toMatch(/^ex /);
  });

  it("is ignored when the terminal is not taken to be Unicode-capable", () => {
    const { screen } = start({ fullUnicode: true, forceUnicode: false });
    expect(screen.fullUnicode).toBe(false);
  });
});
