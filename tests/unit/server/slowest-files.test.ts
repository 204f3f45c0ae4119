import { describe, expect, it } from "vitest";
import { slowestFiles } from "../../../build-scripts/test/test-summary";

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
});
