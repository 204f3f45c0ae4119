// The compiler's answers about the samples' names (the guides' and the landing page's) are committed in
// content/sample-types/, so that a fresh clone starts no language service. A
// sample edited without its new entry committed would make every clean
// build describe it again; an entry no sample reads is dead weight that
// generate prunes. Both show here: the folder git holds must be exactly the
// entries the guides' samples read with today's packages and compiler.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";
import { docsRoot, sampleTypesDir } from "../../../app/content-pipeline/.server/content/content-root";
import { scanDocSources } from "../../../app/content-pipeline/.server/content/doc-sources";
import { collectSamples } from "../../../app/content-pipeline/.server/samples/collect-samples";
import { entryFileNames } from "../../../app/content-pipeline/.server/sample-types/sample-types-cache";
import { siteTypedSamples } from "../../../app/content-pipeline/.server/sample-types/site-typed-samples";
import { REPO_ROOT } from "../lib/docs";

it("commits one entry for each typed sample of the guides and the landing page, and no other", () => {
  const samples = scanDocSources(docsRoot()).flatMap((source) => collectSamples(source.file));
  const needed = [...entryFileNames(siteTypedSamples(samples))].sort();
  const folder = path.relative(REPO_ROOT, sampleTypesDir());
  const committed = execFileSync("git", ["ls-files", "--", folder], { cwd: REPO_ROOT, encoding: "utf8" })
    .split("\n")
    .filter((line) => line.endsWith(".json"))
    .map((line) => path.basename(line))
    .sort();
  expect(needed.length, "typed samples in the guides").toBeGreaterThan(50);
  const hint = "run `npm run generate` and commit content/sample-types/";
  expect(
    needed.filter((name) => !committed.includes(name)),
    `entries not committed: ${hint}`,
  ).toEqual([]);
  expect(
    committed.filter((name) => !needed.includes(name)),
    `entries no sample reads: ${hint}`,
  ).toEqual([]);
});
