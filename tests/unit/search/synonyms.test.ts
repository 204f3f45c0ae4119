import { describe, expect, it } from "vitest";
import settings from "../../../app/search/.server/algolia-index-settings.json";
import type { SearchDocument } from "../../../app/search/engine/documents";
import { createEmbeddedIndex } from "../../../app/search/engine/embedded-index";
import { SEARCH_SYNONYMS } from "../../../content/search-synonyms";

/** The one list of spelling variants and synonyms, and where it is used. */
describe("search synonyms", () => {
  it("are carried, group for group, into the Algolia index settings", () => {
    expect(settings.synonyms.map((record) => record.synonyms)).toEqual(SEARCH_SYNONYMS.map((group) => [...group]));
    for (const record of settings.synonyms) expect(record.type).toBe("synonym");
    expect(new Set(settings.synonyms.map((record) => record.objectID)).size).toBe(settings.synonyms.length);
  });

  it("are lower-case single words, each in one group", () => {
    const words = SEARCH_SYNONYMS.flat();
    for (const word of words) expect(word, word).toMatch(/^[a-z0-9%-]+$/);
    expect(new Set(words).size).toBe(words.length);
  });

  it("let a word find a page that only says its variant, and a title with the variant count as about it", () => {
    const doc = (id: number, title: string, text: string): SearchDocument => ({
      id,
      url: `/docs/guides/${id}`,
      title,
      page: title,
      category: "Guides",
      kind: "page",
      text,
    });
    const documents = [doc(0, "Colours", "How colours work."), doc(1, "Palette", "Every color the terminal has.")];
    const urls = (index: ReturnType<typeof createEmbeddedIndex>, query: string) =>
      index.search(query, { limit: 5 }).hits.map((hit) => hit.url);
    expect(urls(createEmbeddedIndex(documents), "color")).toEqual(["/docs/guides/1"]);
    expect(urls(createEmbeddedIndex(documents, [["colour", "color"]]), "color")).toEqual([
      "/docs/guides/0",
      "/docs/guides/1",
    ]);
  });
});
