import type { SampleFrame } from "../../../../contracts/screen-capture";
import { SampleFailure, unmetExpectations } from "./run-sample";
import { forgetCapture, runSampleCached } from "./sample-cache";
import { planSample, type SampleSpec } from "./sample-spec";

/**
 * Whether the sample's quit keys were shown to end it from its starting
 * state: by the run itself (no script: nothing was pressed before them), by a
 * second run without the script, or not at all, for a sample that ends by
 * itself or says it traps keys (`traps-keys="why"`).
 */
export type QuitFromStart = "same-run" | "own-run" | "ends-itself" | "traps-keys";

/** What became of one code block: the one answer the MDX plugin, the bench and `npm run samples` share. */
export type SampleOutcome =
  | { kind: "static" }
  | { kind: "skipped"; reason: string }
  | { kind: "ran"; frames: SampleFrame[]; cached: boolean; ms: number; quitFromStart: QuitFromStart }
  | { kind: "failed"; reason: string };

export async function checkSample(lang: string, code: string, meta: string | null | undefined): Promise<SampleOutcome> {
  const plan = planSample(lang, code, meta);
  switch (plan.kind) {
    case "static":
      return plan;
    case "skip":
      return { kind: "skipped", reason: plan.reason };
    case "invalid":
      return { kind: "failed", reason: `fence meta: ${plan.reason}` };
  }
  try {
    const run = await runSampleCached(plan.spec);
    const unmet = unmetExpectations(plan.spec, run);
    if (unmet.length > 0) {
      // A capture that misses its expectations is never kept: after a fix, or
      // on a less busy machine, the sample must run again.
      forgetCapture(plan.spec);
      return { kind: "failed", reason: unmet.join("\n") };
    }
    const quitFromStart = await checkQuitFromStart(plan.spec);
    return { kind: "ran", frames: run.frames, cached: run.cached, ms: run.ms, quitFromStart };
  } catch (error) {
    if (error instanceof SampleFailure) return { kind: "failed", reason: error.message };
    throw error;
  }
}

/**
 * A reader who starts the sample and presses the quit key its page names must
 * get their terminal back, whatever the script does afterwards: a text field
 * that reads on focus takes every key, the quit key included, and a script
 * that tabs away first would hide that. A sample with a script is therefore
 * run a second time without it: started, quit, checked like any run (exit 0,
 * nothing on stderr, the terminal restored). That run is cached like a
 * capture, so it costs one run per sample and version, and none on a warm
 * build; a sample without a script proved it in its own run.
 */
async function checkQuitFromStart(spec: SampleSpec): Promise<QuitFromStart> {
  if (!spec.quit) return "ends-itself";
  if (spec.trapsKeys !== undefined) return "traps-keys";
  if (spec.steps.length === 0) return "same-run";
  try {
    await runSampleCached({ ...spec, steps: [], expectations: [] });
  } catch (error) {
    if (!(error instanceof SampleFailure)) throw error;
    throw new SampleFailure(
      `the quit keys "${spec.quit.label}" do not end it from its starting state (run without its script): ${error.reason}\n` +
        `A focused text field that reads input takes every key: list the quit keys in the screen's ignoreLocked, ` +
        `or, if trapping keys is the point, say so with traps-keys="why" in the meta and in the text.`,
      error.screen,
    );
  }
  return "own-run";
}
