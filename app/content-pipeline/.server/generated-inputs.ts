/**
 * What `npm run generate` reads, as one hash: when it matches the hash saved
 * with the last output, the output in `.generated/` is current. Generate then
 * skips its work (TypeDoc takes seconds), and the prerender may use the MDX it
 * compiled ahead (./mdx/precompiled.ts). Deliberately broad: every source of
 * the app, the contracts, the content, the build scripts, and the lockfile (TypeDoc, the
 * library, the MDX toolchain).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { docsRoot, sampleTypesDir } from "./content/content-root";

// The content folder may be a fixture (DOCS_CONTENT_DIR): its path is hashed too.
const inputs = () => ["package-lock.json", "app", "contracts", "content", "build-scripts", docsRoot()];
export const INPUTS_STAMP_FILE = ".generated/inputs.sha256";

function files(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((child) => files(path.join(entry, child.name)));
}

/**
 * The samples' types are left out: generate writes them (an edited sample's
 * answer), and they follow from the samples and the lockfile, both inputs.
 */
const isOutput = (file: string) => path.resolve(file).startsWith(sampleTypesDir() + path.sep);

/** The inputs as they are now (about 70 ms). */
export function inputsHash(): string {
  const hash = crypto.createHash("sha256");
  hash.update(docsRoot()).update("\0");
  for (const file of [...new Set(inputs().flatMap(files))].filter((file) => !isOutput(file)))
    hash.update(file).update("\0").update(fs.readFileSync(file)).update("\0");
  return hash.digest("hex");
}

/** The hash saved by the last complete `npm run generate`. */
export function savedInputsHash(): string | undefined {
  return fs.existsSync(INPUTS_STAMP_FILE) ? fs.readFileSync(INPUTS_STAMP_FILE, "utf8").trim() : undefined;
}

/**
 * Fails with what to do when `.generated/` was not written from the sources as
 * they are now: tests that read what generate wrote check the output the site
 * is built from rather than producing it a second time.
 */
export function assertGeneratedOutputCurrent(): void {
  if (savedInputsHash() !== inputsHash()) {
    throw new Error("`.generated/` is missing or older than the sources: run `npm run generate` (npm test runs it).");
  }
}
