import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { isTimedSample } from "../../../app/content-pipeline/.server/samples/committed-captures";
import type { SampleSpec } from "../../../app/content-pipeline/.server/samples/sample-spec";

const spec = (code: string, steps: SampleSpec["steps"] = []): SampleSpec => ({
  lang: "ts",
  code,
  cols: 40,
  rows: 8,
  steps,
  expectations: [],
  quit: null,
  timeoutMs: 8000,
});
const program = (name: string) => fs.readFileSync(`content/gallery/programs/${name}.ts`, "utf8");

describe("which samples may draw a different screen on each true run", () => {
  it("counts a program that draws once and waits as exact", () => {
    expect(isTimedSample(spec(program("box")))).toBe(false);
  });

  it("counts the program's own clocks and timers", () => {
    expect(isTimedSample(spec("setInterval(() => screen.render(), 100);"))).toBe(true);
    expect(isTimedSample(spec("box.setContent(String(Date.now()));"))).toBe(true);
  });

  it("counts the library's timers the code does not show: Loading's spinner, animations, a blinking cursor", () => {
    expect(isTimedSample(spec(program("loading")))).toBe(true);
    expect(isTimedSample(spec("box.pulse('style.fg', ['red', 'blue']);"))).toBe(true);
    expect(isTimedSample(spec("new Screen({ cursor: { shape: 'block', blink: true } });"))).toBe(true);
  });
});
