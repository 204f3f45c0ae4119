// The captures kept in the repository (content/sample-captures/) are what
// every page shows without running its samples. Each one is run again here,
// afresh, and must draw the same screens; a file whose sample no longer hashes
// to its name is stale. A sample no capture matches fails the build npm test
// makes (DOCS_SAMPLES_STRICT), naming the page.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  COMMITTED_CAPTURES_DIR,
  type CommittedCapture,
  isTimedSample,
} from "../../../app/content-pipeline/.server/samples/committed-captures";
import { runSample, SampleFailure, unmetExpectations } from "../../../app/content-pipeline/.server/samples/run-sample";
import { limited, sampleCacheKey } from "../../../app/content-pipeline/.server/samples/sample-cache";
import { type SampleFrame, screenText } from "../../../contracts/screen-capture";

const REFRESH = "run `npm run captures` and commit content/sample-captures/";
const files = fs
  .readdirSync(COMMITTED_CAPTURES_DIR)
  .filter((name) => name.endsWith(".json"))
  .sort();
const captures = files.map((name) => ({
  name,
  capture: JSON.parse(fs.readFileSync(path.join(COMMITTED_CAPTURES_DIR, name), "utf8")) as CommittedCapture,
}));

const sameFrames = (a: readonly SampleFrame[], b: readonly SampleFrame[]) => JSON.stringify(a) === JSON.stringify(b);
const lastScreen = (frames: readonly SampleFrame[]) => screenText(frames.at(-1)?.screen ?? { lines: [] });

/**
 * Runs the sample again; undefined when the committed capture is still true.
 * A sample that is not timed must draw the same screens exactly (when a
 * second fresh run differs from the first too, it is timed after all). A timed
 * one is held to what the build holds every run to: its own expectations,
 * and the same frames.
 */
async function checkAgainstNow(capture: CommittedCapture): Promise<string | undefined> {
  const now = await runSample(capture.spec);
  if (!isTimedSample(capture.spec)) {
    if (sameFrames(now.frames, capture.frames)) return undefined;
    const again = await runSample(capture.spec);
    if (sameFrames(again.frames, now.frames)) {
      return `the screens differ now; ${REFRESH}\ncommitted (last frame):\n${lastScreen(capture.frames)}\nnow:\n${lastScreen(now.frames)}`;
    }
  }
  const unmet = unmetExpectations(capture.spec, now);
  const names = (frames: readonly SampleFrame[]) => frames.map((frame) => frame.name).join(", ");
  if (names(now.frames) !== names(capture.frames))
    unmet.push(`frames ${names(now.frames)}, committed ${names(capture.frames)}`);
  return unmet.length > 0 ? `a timed sample that now fails: ${unmet.join("; ")}` : undefined;
}

describe("committed sample captures", () => {
  it("are there, one per sample the site shows", () => {
    expect(captures.length).toBeGreaterThan(100);
  });

  it("are each named by the key of the sample they hold (runner, packages and sample unchanged)", () => {
    const stale = captures.filter(({ name, capture }) => name !== `${sampleCacheKey(capture.spec)}.json`);
    expect(stale.map(({ name }) => `${name}: stale, ${REFRESH}`)).toEqual([]);
  });

  it("hold the screens their samples draw when run again now", async () => {
    const differences: string[] = [];
    await Promise.all(
      captures.map(({ name, capture }) =>
        limited(async () => {
          try {
            const problem = await checkAgainstNow(capture);
            if (problem) differences.push(`${name}: ${problem}`);
          } catch (error) {
            if (!(error instanceof SampleFailure)) throw error;
            differences.push(`${name}: fails now: ${error.message}`);
          }
        }),
      ),
    );
    expect(differences).toEqual([]);
  }, 600_000);
});
