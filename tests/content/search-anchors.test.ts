import { describe, expect, it } from "vitest";
import { getManifest } from "../../app/content-pipeline/.server/content/manifest";
import { compileMdxFile } from "../../app/content-pipeline/.server/mdx/compile";
import { precompiledEntry } from "../../app/content-pipeline/.server/mdx/precompiled";
import { pagePathOf } from "../../app/search/engine/documents";
import { buildSearchDocuments } from "../../app/search/.server/build-search-index";

/**
 * The search index computes heading anchors from the MDX source on its own;
 * here they are checked against the compiled pages, so a hit never lands on
 * an anchor the page does not have. The pages `npm run generate` compiled
 * ahead for the build are read when they match the source as it is now.
 */
describe("search index anchors", () => {
  const documents = buildSearchDocuments();
  const guides = getManifest().pages.filter((page) => page.source.kind === "mdx");

  it.each(guides.map((page) => [page.path, page] as const))("%s: every section anchor exists", async (path, page) => {
    if (page.source.kind !== "mdx") return;
    const { toc } = (await precompiledEntry(page.source.file)) ?? (await compileMdxFile(page.source.file));
    const compiled = toc.map((entry) => entry.id);
    const indexed = documents
      .filter((doc) => doc.kind === "section" && pagePathOf(doc.url) === path)
      .map((doc) => doc.url.slice(doc.url.indexOf("#") + 1));
    expect(indexed).toEqual(compiled);
  });
});
