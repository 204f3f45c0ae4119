/**
 * What one `vitest run` reports to `npm test`, and how `npm test` ends: the
 * ten slowest files of every run it started, then one plain line that CI
 * reads to tell a run that tested something from one that did not.
 */
export interface FileTime {
  file: string;
  project: string;
  ms: number;
}

export interface RunSummary {
  passed: number;
  failed: number;
  skipped: number;
  files: FileTime[];
}

/** Where a vitest run started by `npm test` writes its summary instead of printing it. */
export const SUMMARY_FILE_ENV = "TEST_SUMMARY_FILE";

/**
 * The `n` files that took longest, as lines to print: where to look first when
 * the suite gets slow. A file's time is everything it cost its worker: import
 * and collection, setup files, then its hooks and tests.
 */
export function slowestFiles(files: readonly FileTime[], n: number): string[] {
  const slowest = [...files].sort((a, b) => b.ms - a.ms).slice(0, n);
  const width = Math.max(0, ...slowest.map((row) => row.project.length));
  return slowest.map((row) => `${(row.ms / 1000).toFixed(1).padStart(7)} s  ${row.project.padEnd(width)}  ${row.file}`);
}

export function mergeSummaries(summaries: readonly RunSummary[]): RunSummary {
  return {
    passed: summaries.reduce((sum, s) => sum + s.passed, 0),
    failed: summaries.reduce((sum, s) => sum + s.failed, 0),
    skipped: summaries.reduce((sum, s) => sum + s.skipped, 0),
    files: summaries.flatMap((s) => s.files),
  };
}

/** The end of the output: the slowest files (when there are several) and the closing line, last. */
export function closingLines(summary: RunSummary): string[] {
  const lines: string[] = [];
  if (summary.files.length > 1) lines.push("", "slowest test files:", ...slowestFiles(summary.files, 10));
  lines.push("", `vitest: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
  return lines;
}
