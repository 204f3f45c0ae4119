/**
 * MDX compiled ahead, by `npm run generate`, while TypeDoc runs on the other
 * core: the prerender then reads each guide's compiled code instead of
 * compiling it. Only for production builds (the prerender compiles with
 * minification; dev compiles live, as it always has), and only while
 * `.generated/` is current: when any input changed since generate ran, every
 * page is compiled as usual.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { inputsHash, savedInputsHash } from "../generated-inputs";
import { compileMdxFile, type CompiledMdx } from "./compile";

const DIR = ".generated/mdx";

// Keyed by the file's path and text: a compiled page names its file in errors and links.
const entryFile = (file: string, source: string) =>
  path.join(DIR, `${createHash("sha1").update(path.resolve(file)).update("\0").update(source).digest("hex")}.json`);

/**
 * Pages compiled at once. A page's samples spend most of their run waiting for
 * the program to draw (a cold compile of the guides took 53 s of wall time for
 * 16 s of CPU), so pages overlap; the sample processes themselves stay bounded
 * by the cores (`limited` in app/content-pipeline/.server/samples/sample-cache.ts).
 */
const PAGES_IN_FLIGHT = 4;

let current: boolean | undefined;

function precompiledCurrent(): boolean {
  current ??= fs.existsSync(DIR) && savedInputsHash() === inputsHash();
  return current;
}

/** The page as the ahead-of-time compile left it, if that compile is current and has it. */
export async function precompiledEntry(file: string): Promise<CompiledMdx | undefined> {
  if (!precompiledCurrent()) return undefined;
  const entry = entryFile(file, await fs.promises.readFile(file, "utf8"));
  return fs.existsSync(entry) ? (JSON.parse(await fs.promises.readFile(entry, "utf8")) as CompiledMdx) : undefined;
}

/** The compiled page, from the ahead-of-time compile when there is a current one. */
export async function compiledMdx(file: string): Promise<CompiledMdx> {
  const ahead = process.env.NODE_ENV === "production" ? await precompiledEntry(file) : undefined;
  return ahead ?? compileMdxFile(file);
}

/**
 * Compiles `files` for production into `.generated/mdx/`. A page that fails is
 * left out: the prerender compiles it again and reports the error there.
 */
export async function precompileMdx(files: readonly string[]): Promise<{ compiled: number; failed: number }> {
  fs.rmSync(DIR, { recursive: true, force: true });
  fs.mkdirSync(DIR, { recursive: true });
  let failed = 0;
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      try {
        const compiled = await compileMdxFile(file);
        fs.writeFileSync(entryFile(file, fs.readFileSync(file, "utf8")), JSON.stringify(compiled));
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: PAGES_IN_FLIGHT }, worker));
  return { compiled: files.length - failed, failed };
}
