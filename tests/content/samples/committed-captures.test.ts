// The captures kept in the repository (content/sample-captures/) are what
// every page shows without running its samples. Each file is named by its
// sample's key, which covers everything a run depends on (the sample, the
// runner's modules, the Node that runs it, the packages: sample-cache.ts), so
// a file whose name is no longer its sample's key is stale. What the key
// cannot cover is the machine: its terminal environment, fonts of Unicode
// widths, timing. That changes every screen of a kind at once, so the
// samples that together draw every kind of screen are run again here and must
// draw what their captures hold. A sample no capture matches fails the build
// npm test makes (DOCS_SAMPLES_STRICT), naming the page.
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
const captures = fs
  .readdirSync(COMMITTED_CAPTURES_DIR)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((name) => ({
    name,
    capture: JSON.parse(fs.readFileSync(path.join(COMMITTED_CAPTURES_DIR, name), "utf8")) as CommittedCapture,
  }));

const sameFrames = (a: readonly SampleFrame[], b: readonly SampleFrame[]) => JSON.stringify(a) === JSON.stringify(b);
const lastScreen = (frames: readonly SampleFrame[]) => screenText(frames.at(-1)?.screen ?? { lines: [] });

const colourKind = (colour: number | string) => (typeof colour === "string" ? "rgb" : colour < 16 ? "16" : "256");

/**
 * What kind of screen a capture draws and how it gets there: the inputs it
 * sends, whether it is timed, what it imports, each colour depth and attribute
 * it paints, and each block of 128 code points its text uses (box drawing,
 * blocks, wide characters).
 */
function traits({ spec, frames }: CommittedCapture): Set<string> {
  const found = new Set([
    `lang ${spec.lang} ${spec.format ?? "esm"}`,
    isTimedSample(spec) ? "timed" : "untimed",
    ...spec.steps.map((step) => (step.kind === "mouse" ? `mouse ${step.action}` : step.kind)),
    ...[...spec.code.matchAll(/(?:from\s+|require\()"([^"./][^"]*)"/g)].map(([, name]) => `imports ${name}`),
    ...frames.map((frame) => `frame ${frame.name === "final" ? "final" : "named"}`),
  ]);
  for (const { screen } of frames) {
    for (const style of screen.styles) {
      for (const [attribute, value] of Object.entries(style)) {
        found.add(attribute === "fg" || attribute === "bg" ? `${attribute} ${colourKind(value)}` : attribute);
      }
    }
    for (const char of screenText(screen)) {
      const point = char.codePointAt(0) ?? 0;
      if (point > 0x7f) found.add(`U+${(point >> 7).toString(16)}xx`);
    }
  }
  return found;
}

/** The fewest captures (chosen greedily, in name order on ties) whose traits together are every capture's. */
function coveringEveryTrait(all: typeof captures): typeof captures {
  const traitsOf = new Map(all.map((entry) => [entry, traits(entry.capture)]));
  const left = new Set([...traitsOf.values()].flatMap((found) => [...found]));
  const chosen: typeof captures = [];
  while (left.size > 0) {
    const gain = (entry: (typeof captures)[number]) =>
      [...(traitsOf.get(entry) ?? [])].filter((t) => left.has(t)).length;
    const best = all.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    chosen.push(best);
    for (const trait of traitsOf.get(best) ?? []) left.delete(trait);
  }
  return chosen;
}

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

  it("are each named by the key of the sample they hold (runner, Node, packages and sample unchanged)", () => {
    const stale = captures.filter(({ name, capture }) => name !== `${sampleCacheKey(capture.spec)}.json`);
    expect(stale.map(({ name }) => `${name}: stale, ${REFRESH}`)).toEqual([]);
  });

  it("each show what their page says they show", () => {
    const unmet = captures.flatMap(({ name, capture }) =>
      unmetExpectations(capture.spec, capture).map((problem) => `${name}: ${problem}`),
    );
    expect(unmet).toEqual([]);
  });

  it("hold the screens their samples draw on this machine, for a sample of every kind of screen", async () => {
    const picked = coveringEveryTrait(captures);
    // Far fewer than all: if every sample became its own kind, this would no longer be cheap.
    expect(picked.length).toBeLessThan(captures.length / 4);
    const differences: string[] = [];
    await Promise.all(
      picked.map(({ name, capture }) =>
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
  }, 300_000);
});
