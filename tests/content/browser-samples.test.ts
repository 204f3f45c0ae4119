// Every screen sample the page offers ▶ Run for, run through the browser
// runtime (app/live/runtime) under Node, into @xterm/headless: its
// script is played as the sample runner plays it under Node (keys, clicks,
// wheel, resizes), and what the page says it shows (`expect=`, `reject=`)
// must be on its screen here too. The list of runnable samples is the
// build's own (planSample + browserSupport), so a sample that gains ▶ Run is
// tested here without being named.
import xterm from "@xterm/headless";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserSupport } from "../../app/content-pipeline/.server/mdx/browser-support";
import { LIVE_FLAG, parseCodeMeta } from "../../app/content-pipeline/.server/mdx/code-meta";
import { planSample, type SampleSpec } from "../../app/content-pipeline/.server/samples/sample-spec";
import type { Run } from "../../app/live/run/session";
import { extractCodeBlocks } from "./lib/blocks";
import { loadBrowserCore } from "./lib/browser-core";
import { playInBrowserRuntime, screenShowing } from "./lib/browser-replay";
import { allPages, readPage } from "./lib/docs";

type CoreModule = typeof import("@unblessed/core");

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

async function checkFrame(term: xterm.Terminal, spec: SampleSpec, frame: string): Promise<void> {
  const wanted = spec.expectations.filter((e) => e.frame === frame);
  if (wanted.length === 0) return;
  const present = wanted.filter((e) => !e.absent).map((e) => e.text);
  const absent = wanted.filter((e) => e.absent).map((e) => e.text);
  const screen = await screenShowing(term, present, absent);
  for (const text of present) expect(screen, `frame ${frame}`).toContain(text);
  for (const text of absent) expect(screen, `frame ${frame}`).not.toContain(text);
}

describe("every runnable sample runs in the browser runtime as the page says", () => {
  it("finds the runnable samples", () => {
    expect(samples.length).toBeGreaterThan(50);
  });

  it.each(samples.map((sample) => [sample.name, sample] as const))("%s", async (_name, { spec }) => {
    const { term, run, ends } = await playInBrowserRuntime(core, spec, "sample.ts", (shown, frame) =>
      checkFrame(shown, spec, frame),
    );
    runs.push(run);
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
