import type { Reporter, TestModule } from "vitest/node";

export interface FileTime {
  file: string;
  project: string;
  ms: number;
}

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

function fileTime(module: TestModule): FileTime {
  const d = module.diagnostic();
  return {
    file: module.relativeModuleId,
    project: module.project.name,
    ms: d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
  };
}

/**
 * Ends the run with the ten slowest files and then one plain line,
 * `vitest: N passed, N failed, N skipped`, which CI reads to tell a run that
 * tested something from one that didn't (so it stays the last line).
 */
export default class ClosingLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      // A file that failed to load has no tests but is still a failure.
      if (module.state() === "failed" && !module.children.size) failed++;
    }
    if (testModules.length > 1) {
      console.log(`\nslowest test files:\n${slowestFiles(testModules.map(fileTime), 10).join("\n")}`);
    }
    console.log(`\nvitest: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
