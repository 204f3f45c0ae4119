// The performance page ("Mind the text features"), the Node.js page ("Terminal
// streams") and the dashboard example ("Layout with percentages") say: a
// resize is handled at once unless `resizeTimeout` is set, there is no 300 ms
// default although the option's doc comment says so.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { screensPerTest } from "./lib/pipe-screen";

const openScreen = screensPerTest();

describe("resize", () => {
  it("is handled at once without resizeTimeout: new size, a render and a resize event", () => {
    const terminal = openScreen({}, 40, 10);
    const { screen } = terminal;
    screen.render();
    let resized = 0;
    screen.on("resize", () => resized++);
    const before = screen.renders;

    terminal.resize(60, 12);

    expect([screen.cols, screen.rows]).toEqual([60, 12]);
    expect(screen.renders).toBe(before + 1);
    expect(resized).toBe(1);
  });

  it("waits for resizeTimeout when it is set, then handles only the last size", async () => {
    const terminal = openScreen({ resizeTimeout: 300 }, 40, 10);
    const { screen } = terminal;
    screen.render();
    const sizes: string[] = [];
    screen.on("resize", () => sizes.push(`${screen.cols}x${screen.rows}`));
    const handled = new Promise<void>((resolve) => screen.once("resize", () => resolve()));

    terminal.resize(50, 11);
    terminal.resize(60, 12);
    expect([screen.cols, screen.rows]).toEqual([40, 10]);

    await handled;
    expect(sizes).toEqual(["60x12"]);
  });

  it("the option's doc comment in the declarations claims a 300 ms default", () => {
    const require = createRequire(import.meta.url);
    const dts = readFileSync(path.join(path.dirname(require.resolve("@unblessed/core")), "index.d.ts"), "utf8");
    expect(dts).toMatch(
      /redraw the screen after the terminal is resized \(Default: 300\)\.\s*\*\/\s*resizeTimeout\?: number;/,
    );
  });
});
