// Where the sample runner keeps its files, and what SAMPLES_CACHE_DIR moves (the bench's cold runs).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { samplesDir } from "../../../app/content-pipeline/.server/samples/samples-dir";

const previous = process.env.SAMPLES_CACHE_DIR;
const made: string[] = [];
afterEach(() => {
  if (previous === undefined) delete process.env.SAMPLES_CACHE_DIR;
  else process.env.SAMPLES_CACHE_DIR = previous;
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("samplesDir", () => {
  it("keeps everything under .cache/samples by default", () => {
    delete process.env.SAMPLES_CACHE_DIR;
    for (const kind of ["programs", "captures", "compile-cache"] as const) {
      expect(samplesDir(kind)).toBe(path.resolve(".cache", "samples", kind));
    }
  });

  it("moves the captures and the compile cache with SAMPLES_CACHE_DIR, so a cold run is cold for both", () => {
    const moved = mkdtempSync(path.join(os.tmpdir(), "samples-dir-"));
    made.push(moved);
    process.env.SAMPLES_CACHE_DIR = moved;
    expect(samplesDir("captures")).toBe(moved);
    expect(samplesDir("compile-cache")).toBe(path.join(moved, "compile-cache"));
    // The programs stay inside the repository, where they resolve @unblessed/* from its node_modules.
    expect(samplesDir("programs")).toBe(path.resolve(".cache", "samples", "programs"));
  });
});
