/**
 * Compiles every guide for production into `.generated/mdx/`
 * (app/content-pipeline/.server/mdx/precompiled.ts). Run by `npm run generate` as a process of
 * its own, alongside TypeDoc: a guide's compile reads its own sources and
 * samples, never the API model (app/content-pipeline/.server/content/manifest.ts,
 * `docPageOfFile`), so it need not wait for TypeDoc.
 *
 * The samples run first, all at once (their captures land in the sample
 * cache), then the pages compile a few at a time.
 */
import { docsRoot } from "../content/content-root";
import { scanDocSources } from "../content/doc-sources";

// Set before the compiler loads: the prerender compiles with minification.
process.env.NODE_ENV = "production";
const { precompileMdx } = await import("./precompiled");
const { collectSamples } = await import("../samples/collect-samples");
const { checkSample } = await import("../samples/check-sample");
const { pruneEntries, sampleNamesOf } = await import("../sample-types/sample-types-cache");
const { siteTypedSamples } = await import("../sample-types/site-typed-samples");
const { ConfigError } = await import("../../../../contracts/config/friendly-errors");

const started = performance.now();
let files: string[];
try {
  files = scanDocSources(docsRoot()).map((source) => source.file);
} catch (error) {
  // A frontmatter mistake: generate reports it with the rest of the configuration.
  if (!(error instanceof ConfigError)) throw error;
  process.exit(0);
}
// Outcomes are not read here: a failing sample fails its page's compile, which reports it.
const samples = files.flatMap(collectSamples);
await Promise.all(samples.map((sample) => checkSample(sample.lang, sample.code, sample.meta)));
const samplesMs = performance.now() - started;
// Every sample's names in one language service (the cache keeps them): each page's compile then finds them there.
const typesStarted = performance.now();
const typedSamples = siteTypedSamples(samples);
const typed = sampleNamesOf(typedSamples);
// Generate sees every sample: what it does not read is an old answer, gone from the committed folder.
pruneEntries(typedSamples);
const typesMs = performance.now() - typesStarted;
const { compiled, failed } = await precompileMdx(files);
console.log(
  `MDX compiled ahead: ${compiled} pages${failed ? ` (${failed} failed, left to the prerender)` : ""} ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s (samples ${(samplesMs / 1000).toFixed(1)} s, ` +
    `types of ${typed.computed} samples ${(typesMs / 1000).toFixed(1)} s)`,
);
