// Reading what the sample runner made of a probe's program (checkSample):
// the screen it left, or why it was rejected.
import type { SampleOutcome } from "../../../../app/content-pipeline/.server/samples/check-sample";
import { screenText } from "../../../../contracts/screen-capture";

/** The text of the last captured screen; fails when the program did not run cleanly. */
export function finalScreen(outcome: SampleOutcome): string {
  if (outcome.kind !== "ran") throw new Error(`expected a clean run, got ${JSON.stringify(outcome)}`);
  const last = outcome.frames[outcome.frames.length - 1];
  return last ? screenText(last.screen) : "";
}

/** Why the runner rejected the program, without the screen it appends; fails when it ran cleanly. */
export function failureOf(outcome: SampleOutcome): string {
  if (outcome.kind !== "failed") throw new Error(`expected the run to fail, got ${outcome.kind}`);
  return outcome.reason.split("\n--- screen ---\n")[0] ?? "";
}
