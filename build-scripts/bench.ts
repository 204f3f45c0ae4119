import fs from "node:fs";
import path from "node:path";
import { formatSplit, timedColdBuild, type BuildSplit } from "./bench/build-split";
import { hostLoad } from "./bench/lighthouse";
import { formatWeight, kb, measurePage } from "./bench/page-weight";
import { pageFileOf } from "./page-files";

/**
 * `npm run bench`: prints the figures the issues set targets for. Figures,
 * not pass/fail: a slow machine should not turn a build red.
 *
 * `npm run bench -- --no-build` measures the existing `build/` instead of a
 * cold build; `--only=lighthouse,search` runs only those sections.
 */
const args = process.argv.slice(2);
const noBuild = args.includes("--no-build");
const only = args
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const BENCH_BUILD_DIR = noBuild ? (process.env.DOCS_BUILD_DIR ?? "build") : ".bench-build";
const DOC_PAGE_BUDGET_GZIP_JS = 120 * 1024;

const BUILD_TARGET_MS = 13_000;
const RSS_TARGET_MB = 700;

console.log("unblessed docs benchmark\n");

// --scale=N: only the scale bench, at 1× and N× (docs/performance.md); minutes per factor.
const scale = Number(args.find((arg) => arg.startsWith("--scale="))?.slice("--scale=".length) ?? 0);
if (scale > 0) {
  const { formatScale, measureScale } = await import("./bench/scale");
  const rows = [];
  for (const factor of [...new Set([1, scale])]) rows.push(await measureScale(factor));
  console.log(formatScale(rows));
  process.exit(0);
}
if (!noBuild) {
  // BENCH_BUILD_RUNS=3 for the median of three cold builds (the figure issue #15 compares).
  const runs = Number(process.env["BENCH_BUILD_RUNS"] ?? 1);
  const loadBefore = hostLoad();
  const splits: BuildSplit[] = [];
  for (let i = 0; i < runs; i++) splits.push(await timedColdBuild(BENCH_BUILD_DIR));
  splits.sort((a, b) => a.wallMs - b.wallMs);
  const split = splits[Math.floor(splits.length / 2)] as BuildSplit;
  console.log(
    `cold build (npm run build: generate + react-router build + postbuild)${runs > 1 ? `, median of ${runs}` : ""}: ` +
      `${(split.wallMs / 1000).toFixed(1)} s (target ≤ ${BUILD_TARGET_MS / 1000} s), ` +
      `peak RSS ${split.peakRssMb.toFixed(0)} MB (target ≤ ${RSS_TARGET_MB} MB)`,
  );
  console.log(`${formatSplit(split)}\n  host: ${loadBefore} before, ${hostLoad()} after\n`);
}

const client = path.join(BENCH_BUILD_DIR, "client");
const apiPages = ["docs/api/generated/widgets.screen.Class.Screen", "docs/api/generated/widgets.element.Class.Element"];
const pages = [
  "",
  "docs/getting-started/introduction",
  ...apiPages.filter((p) => fs.existsSync(path.join(client, pageFileOf(p)))),
];
console.log("first load (HTML + every script and stylesheet it references):");
for (const page of pages) console.log(formatWeight(measurePage(client, page)));

const doc = measurePage(client, "docs/getting-started/introduction");
console.log(
  `\ndoc page first-load JS: ${kb(doc.js.gzip)} gzip against a budget of ${kb(DOC_PAGE_BUDGET_GZIP_JS)} (${
    doc.js.gzip <= DOC_PAGE_BUDGET_GZIP_JS ? "within" : "OVER"
  })`,
);

// Sections added by features (API generation, search, checks) live next to this file.
for (const file of fs.readdirSync(path.join(import.meta.dirname, "bench")).sort()) {
  if (!file.startsWith("section-")) continue;
  if (only && !only.includes(file.slice("section-".length, -".ts".length))) continue;
  const section = (await import(`./bench/${file}`)) as { run: (ctx: { clientDir: string }) => Promise<string> };
  console.log(`\n${await section.run({ clientDir: client })}`);
}
if (!noBuild) fs.rmSync(BENCH_BUILD_DIR, { recursive: true, force: true });
