// Probes that need a whole program (its own process, a terminal, an exit)
// run it through the docs' sample runner, so they see what a reader's
// terminal would. Captures go to a fresh folder: a probe must really run.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { checkSample, type SampleOutcome } from "~/.server/samples/check-sample";
import { screenText } from "~/lib/samples/screen-capture";

/** Call at the top of a test file that uses runInTerminal. */
export function freshCapturesForThisFile(): void {
  let dir = "";
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "probe-captures-"));
    process.env.SAMPLES_CACHE_DIR = dir;
  });
  afterAll(() => {
    delete process.env.SAMPLES_CACHE_DIR;
    rmSync(dir, { recursive: true, force: true });
  });
}

/** Runs a TypeScript program as the build runs a sample with the given fence meta. */
export function runInTerminal(code: string, meta = ""): Promise<SampleOutcome> {
  return checkSample("ts", code, meta);
}

/** The text of the last captured screen; fails when the program did not run cleanly. */
export function finalScreen(outcome: SampleOutcome): string {
  if (outcome.kind !== "ran") throw new Error(`expected a clean run, got ${JSON.stringify(outcome)}`);
  const last = outcome.frames[outcome.frames.length - 1];
  return last ? screenText(last.screen) : "";
}

/** Why the runner rejected the program; fails when it ran cleanly. */
export function failureOf(outcome: SampleOutcome): string {
  if (outcome.kind !== "failed") throw new Error(`expected the run to fail, got ${outcome.kind}`);
  return outcome.reason;
}
