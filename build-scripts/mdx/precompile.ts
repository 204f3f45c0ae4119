/**
 * Compiles every guide for production into `.generated/mdx/`
 * (app/.server/mdx/precompiled.ts). Run by `npm run generate` as a process of
 * its own, alongside TypeDoc.
 */
import { docsRoot } from "../../app/.server/content/content-root.js";
import { scanDocSources } from "../../app/.server/content/doc-sources.js";

// Set before the compiler loads: the prerender compiles with minification.
process.env.NODE_ENV = "production";
const { precompileMdx } = await import("../../app/.server/mdx/precompiled.js");

const { ConfigError } = await import("../../app/config/friendly-errors.js");

const started = performance.now();
let sources;
try {
  sources = scanDocSources(docsRoot());
} catch (error) {
  // A frontmatter mistake: generate reports it with the rest of the configuration.
  if (!(error instanceof ConfigError)) throw error;
  process.exit(0);
}
const { compiled, failed } = await precompileMdx(sources.map((source) => source.file));
console.log(
  `MDX compiled ahead: ${compiled} pages${failed ? ` (${failed} failed, left to the prerender)` : ""} ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
