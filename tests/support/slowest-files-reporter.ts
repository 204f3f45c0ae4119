import type { Reporter, TestModule } from "vitest/node";

/**
 * Ends the run with its ten slowest files (where to look when the suite gets
 * slow) and one plain line, `vitest: N passed, N failed, N skipped`, which CI
 * reads: it must stay the last line.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let [passed, failed, skipped] = [0, 0, 0];
    for (const module of modules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failedHere++;
        else skipped++;
      }
      // A file that failed to load, or whose beforeAll threw (its tests then count as skipped), is
      // still a failure.
      failed += module.state() === "failed" ? Math.max(failedHere, 1) : failedHere;
    }
    const seconds = (m: TestModule) => {
      const d = m.diagnostic();
      return (d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration) / 1000;
    };
    const slowest = [...modules].sort((a, b) => seconds(b) - seconds(a)).slice(0, 10);
    if (slowest.length > 1) {
      console.log("\nslowest test files:");
      for (const m of slowest)
        console.log(
          `${seconds(m).toFixed(1).padStart(7)} s  ${m.project.name.padEnd(11)}  ${m.moduleId.replace(`${process.cwd()}/`, "")}`,
        );
    }
    console.log(`\nvitest: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
