import { createHash } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { type CommittedCapture, committedCapturesDir } from "./committed-captures";
import { preloadSource, runnerSource, samplesDir } from "./samples-dir";
import { nodeVersion, runSample, SampleFailure, type SampleRun } from "./run-sample";
import { writeWhole } from "./write-whole";
import type { SampleSpec } from "./sample-spec";

/**
 * Captures are keyed by everything that can change a screen: the sample and
 * its meta, the runner's own code (every module it loads, found from its
 * imports, and the preload), the Node that runs the programs, and the package
 * versions (esbuild compiles the programs). So a capture under a sample's key
 * is what a run today would draw, except for what a machine's environment
 * changes, which tests/content/samples/committed-captures.test.ts checks on a
 * few samples that draw every kind of screen. They are looked up in the
 * committed captures first (committed-captures.ts: a fresh clone builds
 * without running a sample), then in the local cache; a warm build runs
 * nothing.
 */
const VERSIONED_PACKAGES = [
  "@unblessed/core",
  "@unblessed/node",
  "@unblessed/blessed",
  "@xterm/headless",
  "blessed",
  "esbuild",
];

/** `entry` and every module it imports by a relative path, and theirs, as paths from the repository. */
export function localImportClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(/from\s+"(\.{1,2}\/[^"]+)"/g)) {
      const target = path.resolve(path.dirname(file), specifier ?? "");
      visit(existsSync(`${target}.ts`) ? `${target}.ts` : `${target}.tsx`);
    }
  };
  visit(entry);
  return [...seen].map((file) => path.relative(process.cwd(), file)).sort();
}

let fingerprint: string | undefined;
function environmentFingerprint(): string {
  fingerprint ??= JSON.stringify({
    runner: [...localImportClosure(runnerSource()), path.relative(process.cwd(), preloadSource())].map((file) => [
      file,
      createHash("sha256").update(readFileSync(file)).digest("hex"),
    ]),
    node: nodeVersion(),
    packages: VERSIONED_PACKAGES.map((name) => [name, installedVersion(name)]),
  });
  return fingerprint;
}

function installedVersion(name: string): string | null {
  const file = path.resolve("node_modules", name, "package.json");
  return existsSync(file) ? ((JSON.parse(readFileSync(file, "utf8")) as { version?: string }).version ?? null) : null;
}

export function sampleCacheKey(spec: SampleSpec): string {
  return createHash("sha256").update(environmentFingerprint()).update(JSON.stringify(spec)).digest("hex").slice(0, 32);
}

export interface CachedRun extends SampleRun {
  /** true when the capture came from the cache. */
  cached: boolean;
  /** How long the run itself took (0 from the cache). */
  ms: number;
}

export async function runSampleCached(spec: SampleSpec): Promise<CachedRun> {
  const key = sampleCacheKey(spec);
  recordUse(key, spec);
  const committed = readCommittedCapture(key);
  if (committed) return { frames: committed.frames, cached: true, ms: 0 };
  if (process.env[STRICT_ENV] === "1") {
    throw new SampleFailure(
      "no committed capture matches this sample (its code or meta, the runner or the packages changed): " +
        "run `npm run captures` and commit content/sample-captures/",
    );
  }
  const file = path.join(samplesDir("captures"), `${key}.json`);
  const hit = readCapture(file);
  if (hit) return { ...hit, cached: true, ms: 0 };
  const { run, ms } = await limited(async () => {
    const started = Date.now();
    return { run: await runSample(spec), ms: Date.now() - started };
  });
  writeWhole(file, JSON.stringify(run));
  return { ...run, cached: false, ms };
}

/**
 * Set by `npm test` for its builds: a sample without a committed capture fails
 * the build instead of running, so a capture left stale by an edit is caught.
 */
export const STRICT_ENV = "DOCS_SAMPLES_STRICT";
/** Set by `npm run captures`: every sample the build checks is listed in this file (a JSON line each). */
export const RECORD_ENV = "SAMPLES_RECORD_FILE";

function recordUse(key: string, spec: SampleSpec): void {
  const file = process.env[RECORD_ENV];
  // One short line per append: the build's processes (generate, the MDX compile, the prerender) share the file.
  if (file) appendFileSync(file, `${JSON.stringify({ key, spec })}\n`);
}

function readCommittedCapture(key: string): CommittedCapture | undefined {
  const dir = committedCapturesDir();
  if (!dir) return undefined;
  const file = path.join(dir, `${key}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as CommittedCapture) : undefined;
}

/** Drops a cached capture, so that the next build runs the sample again. */
export function forgetCapture(spec: SampleSpec): void {
  rmSync(path.join(samplesDir("captures"), `${sampleCacheKey(spec)}.json`), { force: true });
}

function readCapture(file: string): SampleRun | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as SampleRun;
  } catch {
    // A damaged entry is a miss, not an error: the sample runs again.
    return undefined;
  }
}

// Each sample is a Node process plus a terminal emulator; more at once than
// cores only makes every one of them slower (and their timing less certain).
const MAX_PARALLEL = Math.max(1, Math.min(4, availableParallelism()));
let active = 0;
const waiting: Array<() => void> = [];

/** Runs `task` when fewer than MAX_PARALLEL sample processes are running (anything that starts one should go through here). */
export async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (active >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  active++;
  try {
    return await task();
  } finally {
    active--;
    waiting.shift()?.();
  }
}
