import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";
import { closingLines, SUMMARY_FILE_ENV, type FileTime, type RunSummary } from "../../build-scripts/test/test-summary";

function fileTime(module: TestModule): FileTime {
  const d = module.diagnostic();
  return {
    file: module.relativeModuleId,
    project: module.project.name,
    ms: d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
  };
}

export function summarise(testModules: ReadonlyArray<TestModule>): RunSummary {
  const summary: RunSummary = { passed: 0, failed: 0, skipped: 0, files: testModules.map(fileTime) };
  for (const module of testModules) {
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === "passed") summary.passed++;
      else if (state === "failed") summary.failed++;
      else summary.skipped++;
    }
    // A file that failed to load has no tests but is still a failure.
    if (module.state() === "failed" && !module.children.size) summary.failed++;
  }
  return summary;
}

/**
 * Ends the run with the ten slowest files and then one plain line,
 * `vitest: N passed, N failed, N skipped`, which CI reads (so it stays the
 * last line). Under `npm test`, which starts more than one run, it hands its
 * summary to `npm test` instead, which prints one ending for all of them.
 */
export default class ClosingLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const summary = summarise(testModules);
    const file = process.env[SUMMARY_FILE_ENV];
    if (file) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(summary));
      return;
    }
    console.log(closingLines(summary).join("\n"));
  }
}
