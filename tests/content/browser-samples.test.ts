// Every screen sample the page offers ▶ Run for, run through the browser
// runtime (app/lib/browser-runtime) under Node, into @xterm/headless: its
// script is played as the sample runner plays it under Node (keys, clicks,
// wheel, resizes), and what the page says it shows (`expect=`, `reject=`)
// must be on its screen here too. The list of runnable samples is the
// build's own (planSample + browserSupport), so a sample that gains ▶ Run is
// tested here without being named.
import xterm from "@xterm/headless";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserSupport } from "~/.server/live/browser-support";
import { LIVE_FLAG, parseCodeMeta } from "~/.server/mdx/code-meta";
import { planSample, type SampleSpec, type Step } from "~/.server/samples/sample-spec";
import { type Run, type RunEnd, startRun } from "~/lib/live/session";
import { extractCodeBlocks } from "./lib/blocks";
import { loadBrowserCore, loadDataFromPackage } from "./lib/browser-core";
import { allPages, readPage } from "./lib/docs";
import { flushed, screenText } from "./lib/terminal-snapshot";

type CoreModule = typeof import("@unblessed/core");

/** How long a frame with expectations may take to show them (the runner allows 2.5 s too). */
const EXPECT_WITHIN_MS = 2_500;

interface Runnable {
  name: string;
  spec: SampleSpec;
}

function runnableSamples(): Runnable[] {
  return allPages().flatMap((page) =>
    extractCodeBlocks(readPage(page), page).flatMap((block): Runnable[] => {
      const plan = planSample(block.lang, block.code, block.meta);
      if (plan.kind !== "run") return [];
      const meta = parseCodeMeta(block.meta);
      const support = browserSupport(block.code, meta, LIVE_FLAG);
      if (!("runs" in support) || !support.runs) return [];
      return [{ name: `${page}.mdx:${block.line} ${meta.title ?? ""}`.trim(), spec: plan.spec }];
    }),
  );
}

const samples = runnableSamples();
let core: CoreModule;
const runs: Run[] = [];

beforeAll(async () => {
  core = await loadBrowserCore();
});
afterAll(() => {
  for (const run of runs) run.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** xterm.js's own mouse service (private in @xterm/headless 6): the one the browser terminal feeds. */
function mouse(term: xterm.Terminal, step: Extract<Step, { kind: "mouse" }>): void {
  const service = (term as unknown as { _core: { coreMouseService: { triggerMouseEvent(e: object): boolean } } })._core
    .coreMouseService;
  const at = { col: step.col, row: step.row, x: 0, y: 0, ctrl: false, alt: false, shift: false };
  // Buttons: 0 left, 4 wheel. Actions: 1 press (or wheel down), 0 release (or wheel up).
  if (step.action === "click") {
    service.triggerMouseEvent({ ...at, button: 0, action: 1 });
    service.triggerMouseEvent({ ...at, button: 0, action: 0 });
  } else service.triggerMouseEvent({ ...at, button: 4, action: step.action === "wheelup" ? 0 : 1 });
}

async function shows(term: xterm.Terminal, texts: string[], absent: string[]): Promise<string> {
  const deadline = Date.now() + EXPECT_WITHIN_MS;
  for (;;) {
    await flushed(term);
    const screen = screenText(term);
    const done = texts.every((text) => screen.includes(text)) && absent.every((text) => !screen.includes(text));
    if (done || Date.now() > deadline) return screen;
    await sleep(25);
  }
}

async function checkFrame(term: xterm.Terminal, spec: SampleSpec, frame: string): Promise<void> {
  const wanted = spec.expectations.filter((e) => e.frame === frame);
  if (wanted.length === 0) return;
  const present = wanted.filter((e) => !e.absent).map((e) => e.text);
  const absent = wanted.filter((e) => e.absent).map((e) => e.text);
  const screen = await shows(term, present, absent);
  for (const text of present) expect(screen, `frame ${frame}`).toContain(text);
  for (const text of absent) expect(screen, `frame ${frame}`).not.toContain(text);
}

describe("every runnable sample runs in the browser runtime as the page says", () => {
  it("finds the runnable samples", () => {
    expect(samples.length).toBeGreaterThan(50);
  });

  it.each(samples.map((sample) => [sample.name, sample] as const))("%s", async (_name, { spec }) => {
    const term = new xterm.Terminal({ cols: spec.cols, rows: spec.rows, allowProposedApi: true });
    const ends: RunEnd[] = [];
    const run = await startRun({
      core,
      terminal: term,
      source: spec.code,
      filename: "sample.ts",
      loadData: loadDataFromPackage,
      onEnd: (end) => ends.push(end),
    });
    runs.push(run);
    await flushed(term);
    await sleep(50);
    for (const step of spec.steps) {
      if (ends.length > 0) break;
      switch (step.kind) {
        case "keys":
          term.input(step.bytes, true);
          break;
        case "mouse":
          mouse(term, step);
          break;
        case "resize":
          term.resize(step.cols, step.rows);
          break;
        case "wait":
          await sleep(step.ms);
          break;
        case "frame":
          await checkFrame(term, spec, step.name);
          break;
      }
      await flushed(term);
      await sleep(20);
    }
    const failed = ends.find((end) => end.state === "failed");
    expect(failed && failed.state === "failed" ? failed.error.describe() : undefined).toBeUndefined();
    // A program that ends by itself leaves its last screen as `before-exit`; the others are checked as they stand.
    if (ends.length === 0) await checkFrame(term, spec, "final");
    else if (spec.quit === null) {
      await checkFrame(
        term,
        {
          ...spec,
          expectations: spec.expectations.map((e) => ({ ...e, frame: e.frame === "before-exit" ? "final" : e.frame })),
        },
        "final",
      );
    }
    run.stop();
    term.dispose();
  });
});
