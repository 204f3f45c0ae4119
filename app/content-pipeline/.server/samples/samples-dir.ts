import { mkdirSync } from "node:fs";
import path from "node:path";

/**
 * Where the runner keeps its files. Builds, dev and tests all run from the
 * repository root, and the route loaders run from a bundle in build/server,
 * so paths are taken from the working directory, not from this module.
 *
 * - `programs`: the samples as .mjs files; inside the repo so that they
 *   resolve @unblessed/* from its node_modules.
 * - `captures`: cached screens; SAMPLES_CACHE_DIR moves them (the bench
 *   points it at an empty folder to time a cold run).
 * - `compile-cache`: V8's compiled code of what the samples import, which
 *   Node keeps between processes (NODE_COMPILE_CACHE); inside the moved
 *   captures folder when SAMPLES_CACHE_DIR is set, so a cold run is cold for
 *   both.
 */
export function samplesDir(kind: "programs" | "captures" | "compile-cache"): string {
  const moved = process.env.SAMPLES_CACHE_DIR;
  const dir =
    kind === "captures" && moved
      ? path.resolve(moved)
      : kind === "compile-cache" && moved
        ? path.resolve(moved, "compile-cache")
        : path.resolve(".cache", "samples", kind);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The runner's entry module, whose imports are the runner's code (sample-cache.ts keys captures by it). */
export function runnerSource(): string {
  return path.resolve("app/content-pipeline/.server/samples/run-sample.ts");
}

/** The preload that makes the sample's pipes look like a terminal. */
export function preloadSource(): string {
  return path.resolve("app/content-pipeline/.server/samples/tty-preload.ts");
}
