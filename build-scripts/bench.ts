import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { formatWeight, kb, measurePage } from "./bench/page-weight";

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

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

function coldBuild(env: NodeJS.ProcessEnv = {}): number {
  if (!noBuild) fs.rmSync(BENCH_BUILD_DIR, { recursive: true, force: true });
  fs.rmSync(".generated", { recursive: true, force: true });
  fs.rmSync(path.join("node_modules", ".vite"), { recursive: true, force: true });
  return timed(() =>
    execFileSync("npm", ["run", "build"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DOCS_BUILD_DIR: BENCH_BUILD_DIR, ...env },
    }),
  ).ms;
}

console.log("unblessed docs benchmark\n");
if (!noBuild) {
  const buildMs = coldBuild();
  console.log(`cold build (generate + react-router build + postbuild): ${(buildMs / 1000).toFixed(1)} s\n`);
}

const client = path.join(BENCH_BUILD_DIR, "client");
const apiPages = ["docs/api/generated/widgets.screen.Class.Screen", "docs/api/generated/widgets.element.Class.Element"];
const pages = ["", "docs/getting-started/introduction", ...apiPages.filter((p) => fs.existsSync(path.join(client, p)))];
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
