/**
 * `npm run generate`: produces everything the site reads at build and dev
 * time that is derived from dependencies. Runs before `react-router build`
 * and `react-router dev`. Skipped when nothing it reads has changed since the
 * last run (app/.server/generated-inputs.ts); `--force` always runs it.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { inputsHash, INPUTS_STAMP_FILE, savedInputsHash } from "../app/.server/generated-inputs.js";

const hash = inputsHash();
if (!process.argv.includes("--force") && savedInputsHash() === hash) {
  console.log("generate: .generated is up to date (no input changed)");
  process.exit(0);
}
fs.rmSync(INPUTS_STAMP_FILE, { force: true });

// The guides compile in a process of their own, on the other core, while TypeDoc runs here.
const mdx = new Promise<void>((resolve, reject) => {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "mdx/precompile.ts")], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.on("error", reject);
  child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`MDX precompile exited with ${code}`))));
});

// Imported only now: loading TypeDoc alone takes a while.
const { generateApi } = await import("./api/generate-api.js");
const { writeSearchIndex } = await import("./search/build-search-index.js");

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
await mdx;
fs.writeFileSync(INPUTS_STAMP_FILE, `${hash}\n`);
