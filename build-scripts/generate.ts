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
import { FrontmatterError } from "../app/.server/content/frontmatter.js";
import { SidebarConfigError } from "../app/.server/content/sidebar.js";
import { MdxCompileError } from "../app/.server/mdx/mdx-error.js";
import { API_VERSION_SOURCES } from "../app/.server/api/versions.js";
import { generateApi } from "./api/generate-api.js";
import { writeVersionSlugs } from "./api/version-slugs.js";
import { writeSearchIndex } from "./search/build-search-index.js";

const keepGoing = process.argv.includes("--keep-going");

try {
  for (const source of API_VERSION_SOURCES) {
    const result = await generateApi({ source });
    console.log(
      `API reference ${source.version.label} (@unblessed/core ${source.version.release}): ${result.pages} pages, ` +
        `${(result.bytes / 1024).toFixed(0)} KiB in ${(result.totalMs / 1000).toFixed(1)} s ` +
        `(TypeDoc ${(result.typedocMs / 1000).toFixed(1)} s)`,
    );
  }
  await writeVersionSlugs();

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
  const contentError =
    error instanceof MdxCompileError || error instanceof FrontmatterError || error instanceof SidebarConfigError;
  if (!contentError) throw error;
  console.error(error.message);
  process.exit(1);
}
