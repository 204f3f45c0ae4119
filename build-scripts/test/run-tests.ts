/**
 * `npm test`: the type-check, the lint and every test file, arranged for a
 * machine with two cores.
 *
 * The browser files are most of the suite's time. They run one at a time,
 * after the site's test build, and leave part of the second core idle (a
 * page load waits on the network and on Chromium's other processes). So once
 * `generate` has written what everything reads, the suite runs as two lanes:
 * - the test build and the browser files, at normal priority: the longest path;
 * - the services variant's build, type-check and lint, then the unit,
 *   integration, content, dev server and services files, at a lower
 *   priority, so they take the time the first lane leaves and slow it little.
 *   The last two use Chromium too, lightly: the dev server test one tab (most
 *   of its CPU is the dev server's), the error-reporting test mostly waits.
 *   Their 35 s or so are better spent in this lane, which ended 30-60 s
 *   before the other.
 * The second lane's output is printed as one block when it ends; the run
 * ends with the slowest files of both and one closing line for both.
 *
 * With arguments (`npm test -- tests/unit/shell`), the checks run first and
 * then vitest with those arguments, in one lane.
 */
import fs from "node:fs";
import path from "node:path";
import { report, run, type Finished } from "./processes";
import { closingLines, mergeSummaries, SUMMARY_FILE_ENV, type RunSummary } from "./test-summary";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SUMMARY_DIR = path.join(ROOT, ".cache", "test-runs");
/**
 * Lower than the browser lane's, not starved: at 15 a sample in this lane once drew nothing within
 * its 8 s; at 10 the browser lane ran about 16 % slower while both lanes were busy.
 */
const BESIDE_PRIORITY = 10;
/**
 * The projects of the lane beside the browser files. "dev" (a dev server and one Chromium tab) and
 * "services" (error reporting on the services build, mostly waiting) use Chromium too, lightly.
 */
const BESIDE_PROJECTS = ["unit", "integration", "content", "dev", "services"];
const BESIDE_TESTS = "unit, integration, content, dev server and services tests";

const npx = (name: string, args: string[], options = {}) => run(name, "npx", args, options);

/** Type-check (without generating again) and lint, side by side: each is one busy core. */
async function checks(nice?: number): Promise<Finished[]> {
  const typecheck = async (): Promise<Finished> => {
    const typegen = await npx("typecheck", ["react-router", "typegen"], { capture: true, nice });
    if (typegen.code !== 0) return typegen;
    const tsc = await npx("typecheck", ["tsc", "--noEmit"], { capture: true, nice });
    return { ...tsc, seconds: typegen.seconds + tsc.seconds };
  };
  return Promise.all([typecheck(), run("lint", "npm", ["run", "--silent", "lint"], { capture: true, nice })]);
}

function vitest(name: string, args: string[], options: { capture?: boolean; nice?: number; summary: string }) {
  return npx(name, ["vitest", "run", ...args], { ...options, env: { [SUMMARY_FILE_ENV]: options.summary } });
}

function readSummary(file: string, result: Finished): RunSummary {
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8")) as RunSummary;
  // A run that crashed before its reporter ran still counts, as one failure.
  console.error(`\n${result.name} ended (exit ${result.code}) without reporting its tests`);
  return { passed: 0, failed: 1, skipped: 0, files: [] };
}

const args = process.argv.slice(2);
// Strict: a sample whose committed capture is missing or stale fails here, named, before anything else runs.
const generate = await npx("generate", ["tsx", "build-scripts/generate.ts"], { env: { DOCS_SAMPLES_STRICT: "1" } });
if (generate.code !== 0) {
  console.error("\ngenerate failed: nothing else can run");
  process.exit(1);
}

if (args.length > 0) {
  const checked = await checks();
  for (const result of checked) console.log(report(result));
  const tests = await npx("vitest", ["vitest", "run", ...args]);
  process.exit(checked.some((result) => result.code !== 0) || tests.code !== 0 ? 1 : 0);
}

fs.rmSync(SUMMARY_DIR, { recursive: true, force: true });
const browserSummary = path.join(SUMMARY_DIR, "browser.json");
const nodeSummary = path.join(SUMMARY_DIR, "node.json");

const besideLane = (async () => {
  const started = performance.now();
  // The browser files for Sentry, Algolia and Ask AI need a second build; making it here takes it
  // off the longest path. Its failure is theirs to report (they build it themselves then).
  await npx("services build", ["tsx", "tests/browser/support/build-services-variant.ts"], {
    capture: true,
    nice: BESIDE_PRIORITY,
  });
  const checked = await checks(BESIDE_PRIORITY);
  const tests = await vitest(
    BESIDE_TESTS,
    BESIDE_PROJECTS.flatMap((project) => ["--project", project]),
    { capture: true, nice: BESIDE_PRIORITY, summary: nodeSummary },
  );
  const banner = `──── type-check, lint, ${BESIDE_TESTS} (ran beside the browser tests) ────`;
  console.log(`\n${banner}\n${[...checked, tests].map(report).join("\n\n")}\n────\n`);
  return { checked, tests, seconds: (performance.now() - started) / 1000 };
})();
const browser = await vitest("browser tests", ["--project", "browser"], { summary: browserSummary });
const beside = await besideLane;

const summary = mergeSummaries([readSummary(browserSummary, browser), readSummary(nodeSummary, beside.tests)]);
const failedSteps = [...beside.checked, beside.tests, browser].filter((result) => result.code !== 0);
console.log(
  `\ntook: generate ${generate.seconds.toFixed(0)} s, then the test build and browser tests ` +
    `${browser.seconds.toFixed(0)} s, beside them the checks and ${BESIDE_TESTS} ${beside.seconds.toFixed(0)} s`,
);
if (failedSteps.length > 0) console.error(`failed: ${failedSteps.map((result) => result.name).join(", ")}`);
console.log(closingLines(summary).join("\n"));
process.exit(failedSteps.length > 0 || summary.failed > 0 ? 1 : 0);
