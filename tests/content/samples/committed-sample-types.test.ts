// The compiler's answers about the samples' names (the guides', the landing page's, the gallery's
// programs and, in a folder of their own, the API pages' examples) are committed in
// content/sample-types/, so that a fresh clone starts no language service. A
// sample edited without its new entry committed would make every clean
// build describe it again; an entry no sample reads is dead weight that
// generate prunes. Both show here: each folder git holds must be exactly the
// entries its samples read with today's packages and compiler.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";
import { describedExamples } from "../../../app/api-reference/.server/generator/example-names";
import { listApiPages, loadApiPage } from "../../../app/content-pipeline/.server/content/generated-api";
import { docsRoot, sampleTypesDir } from "../../../app/content-pipeline/.server/content/content-root";
import { scanDocSources } from "../../../app/content-pipeline/.server/content/doc-sources";
import { collectSamples } from "../../../app/content-pipeline/.server/samples/collect-samples";
import {
  API_EXAMPLES_PART,
  entryFileNames,
} from "../../../app/content-pipeline/.server/sample-types/sample-types-cache";
import { siteTypedSamples } from "../../../app/content-pipeline/.server/sample-types/site-typed-samples";
import { REPO_ROOT } from "../lib/docs";

/** The entries git holds in `folder` itself, not in its sub-folders. */
function committedIn(folder: string): string[] {
  return execFileSync("git", ["ls-files", "--", folder], { cwd: REPO_ROOT, encoding: "utf8" })
    .split("\n")
    .filter((line) => line.endsWith(".json") && path.dirname(line) === folder)
    .map((line) => path.basename(line))
    .sort();
}

function expectExactly(needed: string[], committed: string[]) {
  const hint = "run `npm run generate` and commit content/sample-types/";
  expect(
    needed.filter((name) => !committed.includes(name)),
    `entries not committed: ${hint}`,
  ).toEqual([]);
  expect(
    committed.filter((name) => !needed.includes(name)),
    `entries no sample reads: ${hint}`,
  ).toEqual([]);
}

const folder = path.relative(REPO_ROOT, sampleTypesDir());

it("commits one entry for each typed sample of the guides, the landing page and the gallery, and no other", () => {
  const samples = scanDocSources(docsRoot()).flatMap((source) => collectSamples(source.file));
  const needed = [...entryFileNames(siteTypedSamples(samples))].sort();
  expect(needed.length, "typed samples of the site").toBeGreaterThan(80);
  expectExactly(needed, committedIn(folder));
});

it("commits one entry for each typed example of the API pages, in a folder of its own, and no other", async () => {
  // The pages generate wrote, our working examples in place: the code each page shows.
  const pages = await Promise.all(listApiPages().map((page) => loadApiPage(page.slug)));
  const sources = [...describedExamples(pages).values()].map((example) => example.source);
  const needed = [...entryFileNames(sources)].sort();
  expect(needed.length, "typed examples of the API pages").toBeGreaterThan(100);
  expectExactly(needed, committedIn(path.join(folder, API_EXAMPLES_PART)));
});
