// Facts the "Styles, colours and tags" guide states about @unblessed
// 1.0.0-alpha.23 beyond what its runnable samples show.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { Box, colors, generateTags, NodeRuntime, parseTags, Screen, setRuntime, stripTags } from "@unblessed/node";
import { describe, expect, it } from "vitest";
import { collectSamples } from "../../../app/content-pipeline/.server/samples/collect-samples";
import { checkSample } from "../../../app/content-pipeline/.server/samples/check-sample";
import type { ScreenCapture } from "../../../contracts/screen-capture";

setRuntime(new NodeRuntime());
const PAGE = path.resolve("content/docs/guides/styles.mdx");

async function pageSample(title: string): Promise<ScreenCapture> {
  const sample = collectSamples(PAGE).find((s) => s.meta?.includes(`title="${title}"`));
  if (!sample) throw new Error(`no sample ${title}`);
  const outcome = await checkSample(sample.lang, sample.code, sample.meta);
  if (outcome.kind !== "ran") throw new Error(`${title}: ${JSON.stringify(outcome)}`);
  const final = outcome.frames.find((frame) => frame.name === "final");
  if (!final) throw new Error("no final frame");
  return final.screen;
}

/** The style of the run that holds `text`. */
function styleOf(screen: ScreenCapture, text: string) {
  for (const runs of screen.lines) {
    const run = runs.find(([runText]) => runText.includes(text));
    if (run) return screen.styles[run[1]];
  }
  throw new Error(`"${text}" is not on the screen`);
}

describe("styles guide", () => {
  it("reduces colours to the 8 a TERM=xterm terminal has", async () => {
    const screen = await pageSample("colours.ts");
    expect(styleOf(screen, "#ff8800")?.fg).toBe(1); // red
    expect(styleOf(screen, "light-blue")?.fg).toBe(4); // blue
    expect(styleOf(screen, "green")?.fg).toBe(2);
  });

  it("applies style.focus to the focused button", async () => {
    const screen = await pageSample("style.ts");
    expect(styleOf(screen, "Cancel")?.bg).toBe(2);
    expect(styleOf(screen, "OK")?.bg).toBeUndefined();
  });

  it("keeps 256-colour shades when the terminal has them", () => {
    // The package's own xterm-256color entry (Debian 12's cannot be read by this release).
    const terminfo = mkdtempSync(path.join(os.tmpdir(), "terminfo-"));
    mkdirSync(path.join(terminfo, "x"));
    copyFileSync("node_modules/@unblessed/core/data/xterm-256color", path.join(terminfo, "x", "xterm-256color"));
    const previous = process.env.TERMINFO;
    process.env.TERMINFO = terminfo;
    const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
    const output = Object.assign(new PassThrough(), { isTTY: true, columns: 30, rows: 3 });
    let written = "";
    output.on("data", (chunk: Buffer) => (written += chunk.toString()));
    try {
      const screen = new Screen({ input, output, terminal: "xterm-256color" });
      expect(screen.tput.colors).toBe(256);
      new Box({ parent: screen, content: "shade", style: { fg: "#ff8800" } });
      screen.render();
      screen.program.flush();
      expect(written).toContain("38;5;208m");
      screen.destroy();
    } finally {
      if (previous === undefined) delete process.env.TERMINFO;
      else process.env.TERMINFO = previous;
      rmSync(terminfo, { recursive: true, force: true });
    }
  });

  it("accepts the colour formats the page lists", () => {
    expect(colors.convert("#f80")).toBe(colors.convert("#ff8800"));
    expect(colors.convert("light-blue")).toBe(12);
    expect(colors.convert("bright-blue")).toBe(12);
    expect(colors.convert("gray")).toBe(colors.convert("grey"));
  });

  it("strips and generates tags, and parseTags throws", () => {
    expect(stripTags("{bold}x{/bold}")).toBe("x");
    expect(generateTags({ fg: "red", bold: true }, "x")).toBe("{bold}{red-fg}x{/red-fg}{/bold}");
    expect(() => parseTags("{red-fg}x{/}")).toThrow(/reading 'prototype'/);
  });

  it("evaluates a style function at every render, draws bg borders with ch, and shows braces without tags", async () => {
    const code = `import { Box, NodeRuntime, Screen, setRuntime } from "@unblessed/node";
setRuntime(new NodeRuntime());
const screen = new Screen();
let hot = false;
new Box({ parent: screen, top: 0, width: 20, height: 1, content: "temp", style: { fg: () => (hot ? "red" : "green") } });
new Box({ parent: screen, top: 1, width: 10, height: 3, border: { type: "bg", ch: "#" }, content: "bg" });
new Box({ parent: screen, top: 4, width: 20, height: 1, content: "{bold}raw" });
screen.key("h", () => { hot = true; screen.render(); });
screen.key(["C-c"], () => { screen.destroy(); process.exit(0); });
screen.render();`;
    const outcome = await checkSample("ts", code, 'size=30x6 script="frame:cold h"');
    if (outcome.kind !== "ran") throw new Error(JSON.stringify(outcome));
    const [cold, hot] = outcome.frames.map((frame) => frame.screen);
    if (!cold || !hot) throw new Error("two frames expected");
    expect([styleOf(cold, "temp")?.fg, styleOf(hot, "temp")?.fg]).toEqual([2, 1]);
    expect(hot.lines[1]?.map(([text]) => text).join("")).toBe("##########");
    expect(hot.lines[4]?.map(([text]) => text).join("")).toBe("{bold}raw");
  });

  it("declares element style as any, so a typo compiles", () => {
    const dts = readFileSync("node_modules/@unblessed/core/dist/index.d.ts", "utf8");
    const options = dts.slice(dts.indexOf("interface ElementOptions"));
    expect(options.slice(0, options.indexOf("\n}"))).toMatch(/\n\s+style\?: any;/);
  });
});
