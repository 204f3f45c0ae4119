import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runAllSamples, type SampleReport } from "../../app/content-pipeline/.server/samples/run-samples";

/**
 * Bench section: the sample runner over every page, cold (an empty capture
 * cache and the committed captures set aside, every sample run) and warm
 * (the captures the cold run left). The build's own figure above uses the
 * committed captures and the project's cache, as a clone's build does.
 */
export async function run(): Promise<string> {
  const previous = process.env.SAMPLES_CACHE_DIR;
  const previousCommitted = process.env.SAMPLES_COMMITTED_DIR;
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), "bench-sample-captures-"));
  process.env.SAMPLES_CACHE_DIR = cacheDir;
  // Cold means every sample runs: none is answered from the committed captures either.
  process.env.SAMPLES_COMMITTED_DIR = "none";
  try {
    const cold = await timed(() => runAllSamples());
    const warm = await timed(() => runAllSamples());
    const ran = cold.reports.flatMap(({ outcome }) => (outcome.kind === "ran" ? [outcome.ms] : []));
    const count = (kind: string) => cold.reports.filter(({ outcome }) => outcome.kind === kind).length;
    const sorted = [...ran].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const slowest = sorted[sorted.length - 1] ?? 0;
    return [
      "sample runner (every screen-creating sample, run in a headless xterm):",
      `  ${ran.length} run, ${count("skipped")} no-run, ${count("failed")} failed`,
      `  cold: ${(cold.ms / 1000).toFixed(1)} s (per sample: median ${median} ms, slowest ${slowest} ms)`,
      `  warm: ${warm.ms.toFixed(0)} ms (all from the capture cache)`,
    ].join("\n");
  } finally {
    if (previous === undefined) delete process.env.SAMPLES_CACHE_DIR;
    else process.env.SAMPLES_CACHE_DIR = previous;
    if (previousCommitted === undefined) delete process.env.SAMPLES_COMMITTED_DIR;
    else process.env.SAMPLES_COMMITTED_DIR = previousCommitted;
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

async function timed(task: () => Promise<SampleReport[]>): Promise<{ reports: SampleReport[]; ms: number }> {
  const start = performance.now();
  const reports = await task();
  return { reports, ms: performance.now() - start };
}
