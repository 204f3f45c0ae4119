/**
 * Compiles every guide for production into `.generated/mdx/`
 * (app/.server/mdx/precompiled.ts). Run by `npm run generate` as a process of
 * its own, alongside TypeDoc.
 *
 * A guide's links to the API reference are resolved against the API model,
 * which TypeDoc is still writing when this process starts. So the samples,
 * which need no model and are most of a cold compile, run first (their
 * captures land in the sample cache), and the pages compile once generate
 * says the model is written. Started on its own, it compiles at once.
 */
import { docsRoot } from "../../app/.server/content/content-root";
import { scanDocSources } from "../../app/.server/content/doc-sources";
import { API_MODEL_READY } from "./precompile-signals";

// Set before the compiler loads: the prerender compiles with minification.
process.env.NODE_ENV = "production";
const { precompileMdx } = await import("../../app/.server/mdx/precompiled");
const { collectSamples } = await import("../../app/.server/samples/collect-samples");
const { checkSample } = await import("../../app/.server/samples/check-sample");
const { ConfigError } = await import("../../app/config/friendly-errors");

/** Resolves when the parent says the API model is written; false when it went away first. */
function apiModelWritten(): Promise<boolean> {
  if (!process.send) return Promise.resolve(true);
  return new Promise((resolve) => {
    process.on("message", (message) => {
      if (message === API_MODEL_READY) resolve(true);
    });
    process.on("disconnect", () => resolve(false));
  });
}

const started = performance.now();
const modelWritten = apiModelWritten();
let files: string[];
try {
  files = scanDocSources(docsRoot()).map((source) => source.file);
} catch (error) {
  // A frontmatter mistake: generate reports it with the rest of the configuration.
  if (!(error instanceof ConfigError)) throw error;
  process.exit(0);
}
// Outcomes are not read here: a failing sample fails its page's compile, which reports it.
await Promise.all(files.flatMap(collectSamples).map((sample) => checkSample(sample.lang, sample.code, sample.meta)));
const samplesMs = performance.now() - started;
// generate failed or was stopped: it reports why, and nothing here would be used.
if (!(await modelWritten)) process.exit(0);
const { compiled, failed } = await precompileMdx(files);
console.log(
  `MDX compiled ahead: ${compiled} pages${failed ? ` (${failed} failed, left to the prerender)` : ""} ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s (samples ${(samplesMs / 1000).toFixed(1)} s)`,
);
if (process.send) process.disconnect();
