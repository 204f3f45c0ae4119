// Facts stated on /docs/guides/scrolling that no sample can show: a Log is only
// able to scroll once another scrollable class has been instantiated (so the
// order of the tests in this file matters: it needs a fresh module, which
// vitest gives every test file), and the scroll methods' optional types.
import { Log, ScrollableBox } from "@unblessed/node";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../lib/docs";
import { typecheckBlocks } from "../lib/typecheck";
import { pipedScreen } from "./support/piped-screen";

async function logAfterTwentyLines(): Promise<{ childBase: number; moved: number }> {
  const term = pipedScreen();
  try {
    const log = new Log({ parent: term.screen, height: 6, keys: true });
    log.focus();
    for (let i = 0; i < 20; i++) log.add(`line ${i}`);
    term.screen.render();
    await term.press(""); // lets the log's deferred follow-up run
    const childBase = log.childBase ?? 0;
    await term.keys("up");
    return { childBase, moved: childBase - (log.childBase ?? 0) };
  } finally {
    term.destroy();
  }
}

describe("Log scrolling depends on what was created before it", () => {
  it("does not follow new lines or scroll with Up when it is the first scrollable widget", async () => {
    expect(await logAfterTwentyLines()).toEqual({ childBase: 0, moved: 0 });
  });

  it("follows and scrolls once a ScrollableBox has been created", async () => {
    const term = pipedScreen();
    new ScrollableBox({ parent: term.screen, hidden: true });
    term.destroy();
    const { childBase, moved } = await logAfterTwentyLines();
    expect(childBase).toBeGreaterThan(0);
    expect(moved).toBe(1);
  });
});

describe("scroll height and reset", () => {
  it("measures lines of text or the bottom of the lowest child, and resetScroll() returns to the top", () => {
    const term = pipedScreen();
    try {
      const content = Array.from({ length: 20 }, (_, i) => `line ${i}`).join("\n");
      const text = new ScrollableBox({ parent: term.screen, height: 5, content, alwaysScroll: true });
      const holder = new ScrollableBox({ parent: term.screen, top: 6, height: 3 });
      for (let top = 0; top < 8; top++) new ScrollableBox({ parent: holder, top, height: 1, content: `child ${top}` });
      term.screen.render();
      expect([text.getScrollHeight?.(), holder.getScrollHeight?.()]).toEqual([20, 8]);
      text.scrollTo?.(10);
      expect(text.childBase).toBe(10);
      text.resetScroll?.();
      expect(text.childBase).toBe(0);
    } finally {
      term.destroy();
    }
  });
});

describe("types of the scroll methods", () => {
  it("rejects box.scrollTo(10) in strict TypeScript and accepts box.scrollTo?.(10)", () => {
    const code = (call: string) =>
      `import { ScrollableBox } from "@unblessed/node";\nconst box = new ScrollableBox({});\n${call}\n`;
    const block = (call: string, line: number) => ({
      file: "scrolling-probe.mdx",
      line,
      lang: "ts",
      meta: "",
      code: code(call),
    });
    const errors = typecheckBlocks([block("box.scrollTo(10);", 1), block("box.scrollTo?.(10);", 100)], REPO_ROOT);
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringMatching(/TS2722: Cannot invoke an object which is possibly 'undefined'/),
    ]);
  });
});
