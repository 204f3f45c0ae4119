/**
 * `npm run generate`: produces everything the site reads at build and dev
 * time that is derived from dependencies. Runs before `react-router build`
 * and `react-router dev`.
 *
 * An MDX mistake is printed as `MDX error in <file>:<line>:<column>: …` and
 * fails the run. With `--keep-going` (what `npm run dev` passes) the page is
 * left out of the search index instead, so that dev starts and the page
 * shows the same error in the browser.
 */
import { listApiPages } from "../app/.server/api/pages.js";
import { checkConfig, SITE_CONFIG_FILE } from "../app/.server/config/check-config.js";
import { docsRoot } from "../app/.server/content/content-root.js";
import { apiPageId } from "../app/contracts/api-paths.js";
import { MdxCompileError } from "../app/.server/mdx/mdx-error.js";
import { ConfigError } from "../app/config/friendly-errors.js";
import { loadSidebars } from "../app/.server/content/sidebars-source.js";
import { siteConfig } from "../app/site-config.js";
import { generateApi } from "./api/generate-api.js";
import { writeSearchIndex } from "./search/build-search-index.js";

const keepGoing = process.argv.includes("--keep-going");

try {
  const result = await generateApi();
  console.log(
    `API reference: ${result.pages} pages, ${(result.bytes / 1024).toFixed(0)} KiB ` +
      `in ${(result.totalMs / 1000).toFixed(1)} s (TypeDoc ${(result.typedocMs / 1000).toFixed(1)} s)`,
  );

  // After the API model: the sidebars and the site configuration may name API pages.
  // Configuration mistakes stop dev too (--keep-going is for MDX): the shell itself reads them.
  const sidebars = loadSidebars();
  const problems = checkConfig({
    siteConfig,
    sidebars: sidebars.config,
    docsDir: docsRoot(),
    otherPageIds: listApiPages().map((page) => apiPageId(page.slug)),
    env: process.env,
    files: { siteConfig: SITE_CONFIG_FILE, sidebars: sidebars.file },
  });
  if (problems.length) {
    console.error(problems.map((problem) => problem.message).join("\n\n"));
    process.exit(1);
  }

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
} catch (error) {
  // Content mistakes carry the whole explanation (file, line, column, reason); a stack would bury it.
  const contentError = error instanceof MdxCompileError || error instanceof ConfigError;
  if (!contentError) throw error;
  console.error(error.message);
  process.exit(1);
}
