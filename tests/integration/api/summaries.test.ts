// Every summary in the generated reference (both docs versions) tells a reader
// something: none only repeats its name, none is a stray source comment.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ApiManifest } from "../../../contracts/api-model";
import { API_VERSION_SOURCES } from "../../../app/content-pipeline/.server/content/api-versions";
import { readerSummary, summaryProblem } from "../../../app/api-reference/.server/generator/summaries";

describe("the summary rule", () => {
  it.each([
    ["Node", "Node"],
    ["ProgressBar", "ProgressBar"],
    ["Prompt", "prompt "],
    ["Message", "Message / Error"],
    ["BrailleCanvas", "BrailleCanvas Widget"],
    ["Element", "Node"],
    ["OverlayImage", "OverlayImage Good example of w3mimgdisplay commands: https://example.com/img_display.py"],
  ])("rejects %s: %j", (name, summary) => {
    expect(summaryProblem(name, summary)).toBeDefined();
  });

  it("keeps a real sentence and drops a leading name", () => {
    expect(summaryProblem("Box", "Box - The fundamental building block.")).toBeUndefined();
    const doc = { summary: [{ t: "p" as const, c: [{ t: "text" as const, v: "Box - the building block." }] }] };
    expect(readerSummary("Box", doc).summary).toBe("The building block.");
  });

  it("replaces a bare name with our sentence, on the page too", () => {
    const doc = { summary: [{ t: "p" as const, c: [{ t: "text" as const, v: "Button" }] }] };
    const reader = readerSummary("Button", doc);
    expect(reader.summary).toMatch(/^An Input to press/);
    expect(JSON.stringify(reader.doc?.summary)).not.toContain('"Button"');
  });
});

describe.each(API_VERSION_SOURCES.map((s) => [s.version.name, s.modelDir] as const))(
  "generated summaries (%s)",
  (_name, modelDir) => {
    const manifest = JSON.parse(readFileSync(path.join(modelDir, "manifest.json"), "utf8")) as ApiManifest;
    const pages = manifest.pages.filter((p) => p.kind !== "index");

    it("has pages", () => expect(pages.length).toBeGreaterThan(100));

    it("never only repeats a name or holds a stray comment", () => {
      const bad = pages.flatMap((p) => {
        const name = p.title.split(".").pop() ?? p.title;
        const problem = summaryProblem(name, p.summary);
        return problem ? [`${p.slug}: "${p.summary}" ${problem}`] : [];
      });
      expect(bad).toEqual([]);
    });

    it("gives every module and class a summary that is not its name", () => {
      const norm = (s: string) => s.toLowerCase().replace(/\s+/g, "");
      for (const p of pages.filter((x) => x.kind === "module" || x.kind === "class")) {
        expect(p.summary, p.slug).not.toBe("");
        expect(norm(p.summary), p.slug).not.toBe(norm(p.title.split(".").pop() ?? ""));
      }
    });
  },
);
