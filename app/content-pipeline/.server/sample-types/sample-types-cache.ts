/**
 * The names of every sample, computed once and kept in content/sample-types/,
 * committed like the sample captures: a fresh clone describes no sample (the
 * language service was about a sixth of a cold build). An entry is keyed,
 * like the sample captures, by everything its answer depends on: the sample
 * (language and code), the versions of the packages whose declarations it
 * reads, the TypeScript version, the compiler options and the format of the
 * records. An entry that does not match them all (an
 * edited sample, a bumped package) is stale: it is never read, and the
 * sample is described again. The misses of one call are computed together,
 * by one language service.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { sampleTypesDir } from "../content/content-root";
import { writeWhole } from "../samples/write-whole";
import { SAMPLE_COMPILER_OPTIONS } from "./compiler-options";
import { describeSamples, type TypedSampleSource } from "./sample-language-service";
import type { SampleName } from "./sample-name";

/** Raised when what a record holds, or how names are chosen, changes: every entry is then stale. */
export const RECORD_FORMAT = 1;

/** The packages whose declarations the samples are read against. */
const DECLARING_PACKAGES = ["@unblessed/core", "@unblessed/node", "@unblessed/blessed", "@types/node"];

/** Moves the cache (tests point it at a folder of their own). */
export const CACHE_DIR_ENV = "SAMPLE_TYPES_CACHE_DIR";

/** What every entry depends on besides its sample. */
export interface DescribeEnvironment {
  packages: Record<string, string | null>;
  typescript: string;
  compilerOptions: Record<string, unknown>;
  format: number;
}

interface CacheEntry {
  environment: DescribeEnvironment;
  sample: TypedSampleSource;
  names: SampleName[];
}

export interface DescribedSamples {
  names: SampleName[][];
  /** How many samples were described by the compiler in this call (the rest came from the cache). */
  computed: number;
}

export function currentEnvironment(): DescribeEnvironment {
  return {
    packages: Object.fromEntries(DECLARING_PACKAGES.map((name) => [name, installedVersion(name)])),
    typescript: ts.version,
    compilerOptions: { ...SAMPLE_COMPILER_OPTIONS },
    format: RECORD_FORMAT,
  };
}

function installedVersion(name: string): string | null {
  const file = path.resolve("node_modules", name, "package.json");
  return existsSync(file) ? ((JSON.parse(readFileSync(file, "utf8")) as { version?: string }).version ?? null) : null;
}

/**
 * The folder of the entries; `part` names a sub-folder that one producer
 * keeps and prunes on its own (the API examples, described by generate's
 * TypeDoc process while the guides' compile prunes the top folder).
 */
export function cacheDir(part?: string): string {
  const top = path.resolve(process.env[CACHE_DIR_ENV] ?? sampleTypesDir());
  const dir = part ? path.join(top, part) : top;
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The sub-folder of the API reference's examples. */
export const API_EXAMPLES_PART = "api-examples";

export function entryKey(sample: TypedSampleSource, environment: DescribeEnvironment): string {
  return createHash("sha256")
    .update(JSON.stringify(environment))
    .update("\0")
    .update(JSON.stringify({ lang: sample.lang, code: sample.code }))
    .digest("hex")
    .slice(0, 32);
}

function entryFile(sample: TypedSampleSource, environment: DescribeEnvironment, part?: string): string {
  return path.join(cacheDir(part), `${entryKey(sample, environment)}.json`);
}

/** The cached names, or undefined when there is no entry or it was made for other inputs. */
function readEntry(
  sample: TypedSampleSource,
  environment: DescribeEnvironment,
  part?: string,
): SampleName[] | undefined {
  const file = entryFile(sample, environment, part);
  if (!existsSync(file)) return undefined;
  try {
    const entry = JSON.parse(readFileSync(file, "utf8")) as CacheEntry;
    const same =
      JSON.stringify(entry.environment) === JSON.stringify(environment) &&
      entry.sample.lang === sample.lang &&
      entry.sample.code === sample.code;
    return same ? entry.names : undefined;
  } catch {
    // A damaged entry is a miss: the sample is described again.
    return undefined;
  }
}

/** The names of each sample: from the cache (its `part`) where current, the rest described together. */
export function sampleNamesOf(
  samples: readonly TypedSampleSource[],
  environment: DescribeEnvironment = currentEnvironment(),
  part?: string,
): DescribedSamples {
  const names: Array<SampleName[] | undefined> = samples.map((sample) => readEntry(sample, environment, part));
  const missing = samples.filter((_, i) => names[i] === undefined);
  const described = describeSamples(missing);
  let next = 0;
  samples.forEach((sample, i) => {
    if (names[i] !== undefined) return;
    const fresh = described[next++] ?? [];
    names[i] = fresh;
    const entry: CacheEntry = { environment, sample: { lang: sample.lang, code: sample.code }, names: fresh };
    writeWhole(entryFile(sample, environment, part), JSON.stringify(entry));
  });
  return { names: names.map((list) => list ?? []), computed: missing.length };
}

/**
 * The file names of the entries that `samples` read, in the current
 * environment: what the folder must hold, no more (tests/content/samples/committed-sample-types.test.ts).
 */
export function entryFileNames(
  samples: readonly TypedSampleSource[],
  environment: DescribeEnvironment = currentEnvironment(),
): Set<string> {
  return new Set(samples.map((sample) => `${entryKey(sample, environment)}.json`));
}

/**
 * Removes the entries no sample reads any more (an edited sample, a bumped
 * package): the folder is committed, and old answers would stay in it for ever.
 * Returns how many it removed.
 */
export function pruneEntries(samples: readonly TypedSampleSource[], part?: string): number {
  const keep = entryFileNames(samples);
  const dir = cacheDir(part);
  const stale = readdirSync(dir).filter((name) => name.endsWith(".json") && !keep.has(name));
  for (const name of stale) rmSync(path.join(dir, name));
  return stale.length;
}
