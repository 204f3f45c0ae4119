import path from "node:path";
import type { SampleFrame } from "../../../../contracts/screen-capture";
import type { SampleSpec } from "./sample-spec";

/**
 * Verified captures kept in the repository, one file per sample key: a fresh
 * clone builds every page without running a sample (running them was most
 * of a cold build). Each is named by its sample's key, which changes with
 * anything a run depends on, so `npm test`'s builds fail on a sample that has
 * none (an edit since the last `npm run captures`); the test
 * (tests/content/samples/committed-captures.test.ts) runs again the few
 * samples that draw every kind of screen, for what the machine changes.
 */
export interface CommittedCapture {
  /** What was run, so that the test can run it again without finding the page it came from. */
  spec: SampleSpec;
  frames: SampleFrame[];
}

export const COMMITTED_CAPTURES_DIR = "content/sample-captures";

/** The folder, from the working directory like the other sample folders; SAMPLES_COMMITTED_DIR=none turns it off. */
export function committedCapturesDir(): string | undefined {
  const override = process.env.SAMPLES_COMMITTED_DIR;
  if (override === "none") return undefined;
  return path.resolve(override ?? COMMITTED_CAPTURES_DIR);
}

// A program that reads the clock, sets timers or is driven by waits draws what the moment gives it: its
// capture is one true run among many (a clock, measured times, an animation further along on a quiet machine).
const TIMED_CODE = /\b(setTimeout|setInterval|Date|performance\.now|hrtime)\b/;
// The library's own timers, which the sample's code does not show: Loading's load() turns its spinner every
// 200 ms, the animation helpers tick at their frame rate and a blinking cursor toggles. On a loaded machine
// the runner may read the screen after the first turn (a CI run drew "/" where the capture had "|").
const TIMED_WIDGETS = /\b(Loading|AnimationController|animateBorderColors|pulse)\b|\bblink\s*:\s*true/;

/**
 * Whether two true runs of the sample may draw different screens. The test
 * holds such a capture to its expectations, not to its exact frames, and
 * `npm run captures` keeps the committed one rather than swap one true run
 * for another.
 */
export function isTimedSample(spec: SampleSpec): boolean {
  return spec.steps.some((step) => step.kind === "wait") || TIMED_CODE.test(spec.code) || TIMED_WIDGETS.test(spec.code);
}
