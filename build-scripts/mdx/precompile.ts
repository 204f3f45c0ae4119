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

const started = performance.now();
const { compiled, failed } = await precompileMdx(scanDocSources(docsRoot()).map((source) => source.file));
console.log(
  `MDX compiled ahead: ${compiled} pages${failed ? ` (${failed} failed, left to the prerender)` : ""} ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
