// Probes that run programs through the sample runner (checkSample) capture
// into a fresh folder, so that nothing they assert comes from an earlier run.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

export function freshCapturesPerFile(): void {
  let dir = "";
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "probe-captures-"));
    process.env.SAMPLES_CACHE_DIR = dir;
  });
  afterAll(() => {
    delete process.env.SAMPLES_CACHE_DIR;
    rmSync(dir, { recursive: true, force: true });
  });
}
