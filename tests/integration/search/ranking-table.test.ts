import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { isInternal, isSearchIndexFile, type SearchDocument } from "../../../app/search/engine/documents";
import { createEmbeddedIndex, type EmbeddedIndex } from "../../../app/search/engine/embedded-index";
import { bestLine } from "../../../app/search/engine/engine";
import { stem } from "../../../app/search/engine/stem";
import { SEARCH_INDEX_FILE } from "../../../app/search/.server/build-search-index";
import { assertGeneratedOutputCurrent } from "../../../app/content-pipeline/.server/generated-inputs";
import {
  answerRank,
  formatScore,
  RANKING_TABLE,
  scoreTable,
  type ListedResult,
} from "../../support/search-ranking-table";

/**
 * The embedded engine over the index file `npm run generate` wrote (the one
 * the browser downloads, no mock): the ranking table, the groups and the
 * internals.
 */
let documents: SearchDocument[];
let index: EmbeddedIndex;

beforeAll(() => {
  assertGeneratedOutputCurrent();
  const file: unknown = JSON.parse(fs.readFileSync(SEARCH_INDEX_FILE, "utf8"));
  if (!isSearchIndexFile(file)) throw new Error(`${SEARCH_INDEX_FILE} is not a search index of this version`);
  documents = file.documents;
  index = createEmbeddedIndex(documents, file.synonyms);
}, 60_000);

/** The list a reader sees for a query, line by line. */
const resultList = (query: string): ListedResult[] => index.search(query, { limit: 10 }).hits;

/** The line that answered on each of the first n pages: the page, or the section it heads. */
const top = (query: string, n = 3) => index.search(query, { limit: n }).hits.map((hit) => bestLine(hit).url);

describe("the ranking table", () => {
  it("has at least sixty real queries of every sort, the new reader's 48 among them", () => {
    expect(RANKING_TABLE.length).toBeGreaterThanOrEqual(60);
    expect(RANKING_TABLE.filter((row) => row.reader).length).toBe(48);
    expect(new Set(RANKING_TABLE.map((row) => row.type)).size).toBe(6);
    expect(new Set(RANKING_TABLE.map((row) => row.query)).size).toBe(RANKING_TABLE.length);
  });

  it("names only pages and anchors that exist", () => {
    const urls = new Set(documents.map((doc) => doc.url));
    for (const row of RANKING_TABLE) expect(urls, row.query).toContain(row.expect);
  });

  it("puts the answer first for at least 70 % of the queries and in the top 3 for 90 %", () => {
    const score = scoreTable(RANKING_TABLE, resultList);
    console.log(`ranking table, embedded engine: ${formatScore(score)}`);
    expect(score.top3, formatScore(score)).toBeGreaterThanOrEqual(0.9);
    expect(score.top1, formatScore(score)).toBeGreaterThanOrEqual(0.7);
  });

  it("counts a row as answered only by its page, or by its exact section when it names one", () => {
    const list = [{ url: "/docs/guides/styles", sections: [{ url: "/docs/guides/styles#tags" }] }];
    expect(answerRank({ expect: "/docs/guides/styles#tags" }, list)).toBe(1);
    expect(answerRank({ expect: "/docs/guides/styles#borders" }, list)).toBeUndefined();
    expect(answerRank({ expect: "/docs/guides/style" }, list)).toBeUndefined();
    expect(answerRank({ expect: "/docs/guides/styles" }, [{ url: "/docs/guides/forms" }, ...list])).toBe(2);
  });
});

describe("names and topics", () => {
  it("answers a topic word with its guide first, and the exact symbol first for its own name", () => {
    expect(top("scroll", 1)).toEqual(["/docs/guides/scrolling"]);
    expect(top("keyboard", 1)).toEqual(["/docs/guides/keyboard"]);
    expect(top("Box", 1)).toEqual(["/docs/api/generated/widgets.box.Class.Box"]);
    expect(top("setContent", 1)).toEqual(["/docs/api/generated/widgets.element.Class.Element#method-setcontent"]);
  });

  it("stems the forms topic words take in headings", () => {
    expect(["scrolling", "dialogs", "styles", "debugging", "focused", "boxes", "installation"].map(stem)).toEqual([
      "scroll",
      "dialog",
      "style",
      "debug",
      "focus",
      "box",
      "install",
    ]);
    expect(["focus", "status", "string", "class"].map(stem)).toEqual(["focus", "status", "string", "class"]);
  });
});

describe("groups", () => {
  const grouped = (query: string) => index.searchGroups(query, { perGroup: 5 });

  it("gives guides and API side by side with their counts, the group with the better first hit first", () => {
    const scroll = grouped("scroll");
    expect(scroll.groups.map((group) => group.group)).toEqual(["guides", "api"]);
    expect(scroll.groups[0]?.hits[0]?.url).toBe("/docs/guides/scrolling");
    for (const group of scroll.groups) {
      expect(group.hits.length).toBe(5);
      expect(group.total).toBe(index.search("scroll", { limit: 1, group: group.group }).total);
    }
    expect(scroll.total).toBe(scroll.groups.reduce((sum, group) => sum + group.total, 0));
    expect(grouped("Box").groups.map((group) => group.group)).toEqual(["api", "guides"]);
  });

  it("keeps a guide in view for a widget name that the API answers first", () => {
    for (const query of ["textbox", "list"]) {
      const guides = grouped(query).groups.find((group) => group.group === "guides");
      expect(guides?.hits.length, query).toBeGreaterThan(0);
    }
  });

  it("filters one group for the paginated lists", () => {
    const api = index.search("focus", { limit: 50, group: "api" }).hits;
    const guides = index.search("focus", { limit: 50, group: "guides" }).hits;
    expect(api.every((hit) => hit.url.startsWith("/docs/api/"))).toBe(true);
    expect(guides.some((hit) => hit.url.startsWith("/docs/api/"))).toBe(false);
    expect(guides[0]?.url).toBe("/docs/guides/focus");
  });
});

describe("internals", () => {
  it("are indexed but left out of results, unless the query starts with their _ or $", () => {
    const internals = documents.filter((doc) => isInternal(doc));
    expect(internals.length).toBeGreaterThan(100);
    for (const query of ["render", "screen", "listener", "scroll", "element"]) {
      const hits = index.search(query, { limit: 1000 }).hits.flatMap((hit) => [hit, ...(hit.sections ?? [])]);
      expect(
        hits.filter((hit) => /^[_$]/.test(hit.title)),
        query,
      ).toEqual([]);
    }
    expect(top("_render", 1)).toEqual(["/docs/api/generated/widgets.element.Class.Element#method-_render"]);
  });
});
