/**
 * `npm run generate`: produces everything the site reads at build and dev
 * time that is derived from dependencies. Runs before `react-router build`
 * and `react-router dev`. Skipped when nothing it reads has changed since the
 * last run (app/content-pipeline/.server/generated-inputs.ts); `--force` always runs it.
 *
 * An MDX mistake is printed as `MDX error in <file>:<line>:<column>: …` and
 * fails the run. With `--keep-going` (what `npm run dev` passes) the page is
 * left out of the search index instead, so that dev starts and the page
 * shows the same error in the browser.
 *
 * The configuration (site config, sidebars, frontmatter, search variables) is
 * checked on every run, skipped or not: the search variables are not among
 * the hashed inputs, and a mistake there must stop dev and build alike.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { checkBuildEnvOrExit, checkConfigOrExit } from "./check-config-or-exit";
import { inputsHash, INPUTS_STAMP_FILE, savedInputsHash } from "../app/content-pipeline/.server/generated-inputs";

const keepGoing = process.argv.includes("--keep-going");
const hash = inputsHash();
if (!process.argv.includes("--force") && savedInputsHash() === hash) {
  checkConfigOrExit();
  console.log("generate: .generated is up to date (no input changed)");
  process.exit(0);
}
checkBuildEnvOrExit();
fs.rmSync(INPUTS_STAMP_FILE, { force: true });

// The guides compile in a process of their own, on the other core, while
// TypeDoc runs here: a guide's compile never reads the API model, so it does
// not wait for it. A page that fails there is left to the prerender (or to
// the search index below), which reports it with file, line and column.
const mdxChild = spawn(
  process.execPath,
  ["--import", "tsx", path.join(import.meta.dirname, "../app/content-pipeline/.server/mdx/precompile.ts")],
  {
    stdio: ["ignore", "inherit", "inherit"],
  },
);
const mdx = new Promise<void>((resolve, reject) => {
  mdxChild.on("error", reject);
  mdxChild.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`MDX precompile exited with ${code}`))));
});
// Awaited at the end, maybe after it failed: until then the failure is kept, not reported as unhandled.
mdx.catch(() => undefined);
// Whichever way this process ends (a content mistake exits at once), the compile stops with it.
process.on("exit", () => {
  if (mdxChild.exitCode === null) mdxChild.kill();
});

// Imported only now: loading TypeDoc alone takes a while.
const { ConfigError } = await import("../contracts/config/friendly-errors");
const { MdxCompileError } = await import("../app/content-pipeline/.server/mdx/mdx-error");
const { API_VERSION_SOURCES } = await import("../app/content-pipeline/.server/content/api-versions");
const { generateApi } = await import("../app/api-reference/.server/generator/generate-api");
const { writeVersionSlugs } = await import("../app/api-reference/.server/generator/version-slugs");
const { writeSearchIndex } = await import("../app/search/.server/build-search-index");

try {
  for (const source of API_VERSION_SOURCES) {
    const result = await generateApi({ source });
    console.log(
      `API reference ${source.version.label} (@unblessed/core ${source.version.release}): ${result.pages} pages, ` +
        `${(result.bytes / 1024).toFixed(0)} KiB in ${(result.totalMs / 1000).toFixed(1)} s ` +
        `(TypeDoc ${(result.typedocMs / 1000).toFixed(1)} s` +
        (result.exampleNames
          ? `, names of ${result.exampleNames.examples} examples ${(result.exampleNames.ms / 1000).toFixed(1)} s, ` +
            `${result.exampleNames.computed} described`
          : "") +
        ")",
    );
  }
  await writeVersionSlugs();

  // After the API model: the sidebars and the site configuration may name API pages.
  checkConfigOrExit();

  // After the API model: the search index reads it.
  const searchStarted = performance.now();
  const onPageError = keepGoing
    ? (error: unknown) =>
        console.warn(`${error instanceof Error ? error.message : String(error)} (left out of the search index)`)
    : undefined;
  const search = await writeSearchIndex(undefined, onPageError);
  console.log(
    `Search index: ${search.documents} documents, ${(search.bytes / 1024).toFixed(0)} KiB ` +
      `in ${((performance.now() - searchStarted) / 1000).toFixed(1)} s`,
  );
  await mdx;
} catch (error) {
  // Content mistakes carry the whole explanation (file, line, column, reason); a stack would bury it.
  const contentError = error instanceof MdxCompileError || error instanceof ConfigError;
  if (!contentError) throw error;
  console.error(error.message);
  process.exit(1);
}
// Saved only after a clean run: a failed one is redone next time.
fs.writeFileSync(INPUTS_STAMP_FILE, `${hash}\n`);
