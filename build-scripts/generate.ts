/**
 * `npm run generate`: produces everything the site reads at build and dev
 * time that is derived from dependencies. Runs before `react-router build`
 * and `react-router dev`.
 */
import { generateApi } from "./api/generate-api.js";
import { writeSearchIndex } from "./search/build-search-index.js";

const result = await generateApi();
console.log(
  `API reference: ${result.pages} pages, ${(result.bytes / 1024).toFixed(0)} KiB ` +
    `in ${(result.totalMs / 1000).toFixed(1)} s (TypeDoc ${(result.typedocMs / 1000).toFixed(1)} s)`,
);

// After the API model: the search index reads it.
const searchStarted = performance.now();
const search = await writeSearchIndex();
console.log(
  `Search index: ${search.documents} documents, ${(search.bytes / 1024).toFixed(0)} KiB ` +
    `in ${((performance.now() - searchStarted) / 1000).toFixed(1)} s`,
);
