import { describe, expect, it } from "vitest";
import { createEmbeddedIndex, createEmbeddedIndexInSlices } from "../../../app/search/engine/embedded-index";
import { buildSearchDocuments } from "../../../app/search/.server/build-search-index";

// The browser builds the index in slices (app/search/engine/embedded-engine.ts); the result must not differ.
describe("index built in slices", () => {
  it("answers every query exactly as the index built at once", async () => {
    const documents = buildSearchDocuments();
    const atOnce = createEmbeddedIndex(documents);
    const inSlices = await createEmbeddedIndexInSlices(documents);
    expect(inSlices.size).toBe(documents.length);
    for (const query of ["screen", "setContent", "box", "scren", "how do I install", "keypress", "list items"]) {
      expect(inSlices.search(query, { limit: 20 }), query).toEqual(atOnce.search(query, { limit: 20 }));
    }
    // Builds the documents and two indexes: seconds on a shared machine, more than the unit default.
  }, 30_000);
});
