/**
 * `npm run samples`: runs every sample of the docs the way the build does and
 * prints what became of each, without building the site. For authors: the
 * quickest way to see a new sample's screen and whether its expectations hold.
 *
 *   npm run samples                      # every page
 *   npm run samples -- events widgets    # pages whose path contains a word
 */
import path from "node:path";
import { docsRoot } from "../content/content-root";
import { scanDocSources } from "../content/doc-sources";
import { checkSample, type QuitFromStart, type SampleOutcome } from "./check-sample";
import { collectSamples, type CodeSample } from "./collect-samples";
import { screenText } from "../../../../contracts/screen-capture";

export interface SampleReport {
  sample: CodeSample;
  outcome: SampleOutcome;
}

export async function runAllSamples(filter: readonly string[] = []): Promise<SampleReport[]> {
  const files = scanDocSources(docsRoot())
    .map((source) => source.file)
    // Matched against the repo-relative path: a worktree's own folder name must not match every page.
    .filter((file) => filter.length === 0 || filter.some((word) => path.relative(process.cwd(), file).includes(word)));
  const samples = files.flatMap(collectSamples);
  const outcomes = await Promise.all(samples.map((s) => checkSample(s.lang, s.code, s.meta)));
  return samples.map((sample, i) => ({ sample, outcome: outcomes[i] ?? { kind: "static" } }));
}

/**
 * How many samples were shown to quit from their starting state (content/README.md,
 * "Samples that create a screen are run"), and how many are exempt and why.
 */
export function quitSummary(reports: readonly SampleReport[]): string {
  const by = (way: QuitFromStart) =>
    reports.filter(({ outcome }) => outcome.kind === "ran" && outcome.quitFromStart === way).length;
  const checked = by("same-run") + by("own-run");
  return (
    `quit from the start: ${checked} checked (${by("own-run")} in a run without their script), ` +
    `${by("ends-itself")} end by themselves, ${by("traps-keys")} trap keys on purpose`
  );
}

async function main(): Promise<void> {
  const reports = await runAllSamples(process.argv.slice(2));
  const show = process.env.SAMPLES_SHOW === "1";
  let failed = 0;
  for (const { sample, outcome } of reports) {
    if (outcome.kind === "static") continue;
    const where = `${path.relative(process.cwd(), sample.file)}:${sample.line}`;
    if (outcome.kind === "skipped") console.log(`skip  ${where}  (${outcome.reason})`);
    if (outcome.kind === "ran") {
      console.log(`ok    ${where}  ${outcome.cached ? "cached" : `${outcome.ms} ms`}`);
      if (show)
        for (const frame of outcome.frames)
          console.log(`--- ${frame.name} (${frame.caption})\n${screenText(frame.screen)}`);
    }
    if (outcome.kind === "failed") {
      failed++;
      console.log(`FAIL  ${where}\n${outcome.reason.replace(/^/gm, "      ")}`);
    }
  }
  const count = (kind: SampleOutcome["kind"]) => reports.filter((r) => r.outcome.kind === kind).length;
  console.log(
    `samples: ${count("ran")} ran, ${count("skipped")} skipped, ${failed} failed, ${count("static")} not programs`,
  );
  console.log(quitSummary(reports));
  if (failed > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
