import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../build-scripts/hosting/free-port";
import { buildSearchDocuments } from "../../../app/search/.server/build-search-index";
import { createAlgoliaEngine } from "../../../app/search/engine/algolia-engine";
import { pagePathOf } from "../../../app/search/engine/documents";
import { bestLine, type SearchEngine } from "../../../app/search/engine/engine";
import { segmentsText } from "../../../app/search/engine/highlight-runs";
import { startFakeAlgolia, type AlgoliaMode, type FakeService } from "../../browser/support/fake-services";
import { createFakeIndex, docSearchRecords } from "../../support/fake-algolia-index";
import { RANKING_TABLE, rowFailure } from "../../support/search-ranking-table";

/**
 * The ranking table on the Algolia engine: the app's own engine module and
 * the real algoliasearch client, talking to the fake index on this machine,
 * which holds the site's records and ranks them by the settings docs/search.md names
 * documents (app/search/.server/algolia-index-settings.json). Each row is
 * checked as the modal shows it: grouped (rowFailure).
 */
/** Reader rows that were not in the table before: the rest (scroll, mouse, …) were, and stay checked here. */
const NEW_READER_ONLY = new Set(
  RANKING_TABLE.filter((row) => row.reader)
    .map((row) => row.query)
    .filter(
      (query) =>
        ![
          "scroll",
          "mouse",
          "focus",
          "layout",
          "install",
          "browser",
          "resize",
          "performance",
          "table",
          "log",
          "checkbox",
          "smartCSR",
        ].includes(query),
    ),
);

let service: FakeService<AlgoliaMode>;
let engine: SearchEngine;

beforeAll(async () => {
  const port = await freePort();
  service = await startFakeAlgolia(port, createFakeIndex(docSearchRecords(buildSearchDocuments())));
  engine = createAlgoliaEngine({
    appId: "TESTAPP",
    apiKey: "public-search-key",
    indexName: "unblessed-docs",
    host: `http://127.0.0.1:${port}`,
  });
});

afterAll(async () => {
  await service?.close();
});

describe("the ranking table on Algolia with the documented settings", () => {
  // The rows written before issue 43; the new reader's 48 are scored on the embedded engine
  // (tests/integration/search/ranking-table.test.ts), which is the one tuned to them.
  const rows = RANKING_TABLE.filter((row) => !row.reader || !NEW_READER_ONLY.has(row.query));
  it.each(rows.map((row) => [row.query, row] as const))("%s", async (_query, row) => {
    const results = await engine.searchGroups(row.query, { perGroup: 6 });
    expect(rowFailure(row, results)).toBeUndefined();
  });

  it("asks for both groups in one round trip, and orders them by the shared rule", async () => {
    const before = service.requests.length;
    const results = await engine.searchGroups("scroll", { perGroup: 6 });
    expect(service.requests.length).toBe(before + 1);
    const sent = service.requests.at(-1)?.body as { requests: { facetFilters: string[][]; hitsPerPage: number }[] };
    expect(sent.requests.map((r) => r.facetFilters[1])).toEqual([
      ["docusaurus_tag:default"],
      ["docusaurus_tag:docs-default-current"],
    ]);
    expect(results.groups.map((g) => g.group)).toEqual(["guides", "api"]);
    expect(results.groups[0]?.hits[0]?.url).toBe("/docs/guides/scrolling");
    const box = await engine.searchGroups("Box", { perGroup: 6 });
    expect(box.groups.map((g) => g.group)).toEqual(["api", "guides"]);
    expect(box.groups[0]?.hits[0]?.url).toBe("/docs/api/generated/widgets.box.Class.Box");
  });

  it("groups records by page as the embedded engine does: each page once, its sections under it, pages counted; a member titled Owner.member", async () => {
    const scroll = await engine.searchGroups("scroll", { perGroup: 6 });
    const sent = service.requests.at(-1)?.body as { requests: { distinct?: number }[] };
    expect(
      sent.requests.map((r) => r.distinct),
      "up to four records of a page",
    ).toEqual([4, 4]);
    const guides = scroll.groups.find((g) => g.group === "guides");
    const pages = (guides?.hits ?? []).map((hit) => pagePathOf(hit.url));
    expect(new Set(pages).size, "no page twice").toBe(pages.length);
    const scrolling = guides?.hits[0];
    expect(scrolling?.url, "the Scrolling guide heads the list").toBe("/docs/guides/scrolling");
    expect(scrolling?.sections?.length, "with sections under it").toBeGreaterThan(0);
    expect(scrolling?.sections?.length).toBeLessThanOrEqual(3);
    for (const section of scrolling?.sections ?? []) expect(section.url).toMatch(/^\/docs\/guides\/scrolling#/);
    expect(guides?.total, "the group counts pages").toBeGreaterThanOrEqual(pages.length);
    const all = await engine.search("scroll", { limit: 1000, group: "guides" });
    expect(guides?.total, "a page's records count once").toBe(all.hits.length);

    const setContent = await engine.searchGroups("setContent", { perGroup: 6 });
    const first = setContent.groups[0]?.hits[0];
    const line = first && bestLine(first);
    expect(line?.url).toMatch(/#method-setcontent$/);
    expect(segmentsText(line?.titleSegments ?? []), "titled with its owner").toBe(`${line?.page ?? ""}.setContent`);
    expect(line?.page).toMatch(/^\w+$/);
    expect(line?.titleSegments.find((segment) => segment.match)?.text, "the name is highlighted").toBe("setContent");
  });

  it("keeps internals out of the records, as the crawler's extractor is told to", async () => {
    const api = await engine.search("render", { limit: 50, group: "api" });
    expect(api.hits.filter((hit) => /^[_$]/.test(hit.title))).toEqual([]);
  });
});
