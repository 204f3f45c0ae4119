import { describe, expect, it } from "vitest";
import { closingLines, mergeSummaries, slowestFiles } from "../../../build-scripts/test/test-summary";

describe("the slowest test files at the end of npm test", () => {
  it("lists the n longest files, longest first, with their project", () => {
    const lines = slowestFiles(
      [
        { file: "tests/unit/a.test.ts", project: "unit", ms: 120 },
        { file: "tests/browser/b.test.ts", project: "browser", ms: 61_500 },
        { file: "tests/content/c.test.ts", project: "content", ms: 9_040 },
      ],
      2,
    );
    expect(lines).toEqual([
      "   61.5 s  browser  tests/browser/b.test.ts",
      "    9.0 s  content  tests/content/c.test.ts",
    ]);
  });

  it("ends the two lanes' runs with one list and one closing line that adds them up, last", () => {
    const browser = { passed: 3, failed: 0, skipped: 1, files: [{ file: "b.test.ts", project: "browser", ms: 9_000 }] };
    const node = { passed: 5, failed: 2, skipped: 0, files: [{ file: "u.test.ts", project: "unit", ms: 100 }] };
    const lines = closingLines(mergeSummaries([browser, node]));
    expect(lines.slice(0, 4)).toEqual([
      "",
      "slowest test files:",
      "    9.0 s  browser  b.test.ts",
      "    0.1 s  unit     u.test.ts",
    ]);
    expect(lines.at(-1)).toBe("vitest: 8 passed, 2 failed, 1 skipped");
  });
});
