import { describe, expect, it } from "vitest";
import { highlightTerms, segmentsFromMarkedHtml, snippetAround } from "../../../app/search/engine/highlight-runs";

describe("highlightTerms", () => {
  it("marks matches at word and camelCase starts, case-insensitively", () => {
    expect(highlightTerms("setContent and content", ["content"])).toEqual([
      { text: "set", match: false },
      { text: "Content", match: true },
      { text: " and ", match: false },
      { text: "content", match: true },
    ]);
  });

  it("does not mark the middle of a word", () => {
    expect(highlightTerms("page", ["age"])).toEqual([{ text: "page", match: false }]);
  });

  it("returns the text unmarked when nothing matches", () => {
    expect(highlightTerms("Screen", [])).toEqual([{ text: "Screen", match: false }]);
  });
});

describe("snippetAround", () => {
  const text = `${"lorem ipsum ".repeat(30)}the needle sits here ${"dolor sit ".repeat(30)}`;

  it("cuts a window around the first match, at word boundaries, with ellipses", () => {
    const snippet = snippetAround(text, ["needle"], 80);
    expect(snippet).toContain("needle");
    expect(snippet.startsWith("…")).toBe(true);
    expect(snippet.endsWith("…")).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(82);
    expect(snippet).not.toMatch(/…\S*ipsu…|…psum/);
  });

  it("keeps short text whole", () => {
    expect(snippetAround("short text", ["text"])).toBe("short text");
  });
});

describe("segmentsFromMarkedHtml", () => {
  it("turns marks into segments and decodes entities instead of parsing markup", () => {
    expect(segmentsFromMarkedHtml("&lt;img onerror=x&gt; <mark>screen</mark> &amp; more")).toEqual([
      { text: "<img onerror=x> ", match: false },
      { text: "screen", match: true },
      { text: " & more", match: false },
    ]);
  });

  it("tolerates an unclosed mark", () => {
    expect(segmentsFromMarkedHtml("a <mark>b")).toEqual([
      { text: "a ", match: false },
      { text: "b", match: true },
    ]);
  });
});
