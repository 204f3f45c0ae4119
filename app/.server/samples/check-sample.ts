import type { SampleFrame } from "../../lib/samples/screen-capture";
import { SampleFailure, unmetExpectations } from "./run-sample";
import { forgetCapture, runSampleCached } from "./sample-cache";
import { planSample } from "./sample-spec";

/** What became of one code block: the one answer the MDX plugin, the bench and `npm run samples` share. */
export type SampleOutcome =
  | { kind: "static" }
  | { kind: "skipped"; reason: string }
  | { kind: "ran"; frames: SampleFrame[]; cached: boolean; ms: number }
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
    return { kind: "ran", frames: run.frames, cached: run.cached, ms: run.ms };
  } catch (error) {
    if (error instanceof SampleFailure) return { kind: "failed", reason: error.message };
    throw error;
  }
}
