import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../build-scripts/hosting/free-port";
import { buildSearchDocuments } from "../../../app/search/.server/build-search-index";
import { createAlgoliaEngine } from "../../../app/search/engine/algolia-engine";
import type { SearchEngine } from "../../../app/search/engine/engine";
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

  it("keeps internals out of the records, as the crawler's extractor is told to", async () => {
    const api = await engine.search("render", { limit: 50, group: "api" });
    expect(api.hits.filter((hit) => /^[_$]/.test(hit.title))).toEqual([]);
  });
});
