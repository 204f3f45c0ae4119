import type { LiteClient } from "algoliasearch/lite";
import { memberTitlePrefix, pagePathOf, type ResultGroup } from "./documents";
import { SearchUnavailableError, SECTIONS_PER_PAGE, type HitGroup, type SearchEngine, type SearchHit } from "./engine";
import { CURRENT_VERSION, docsearchTag } from "../../../contracts/docs-versions";
import { plainSegments, segmentsFromMarkedHtml } from "./highlight-runs";
import { orderGroups, splitWords } from "./ranking";
import type { AlgoliaConfig } from "./search-config";

/**
 * Hosted search through Algolia's official client, for a deployment that
 * crawls the site into a DocSearch-shaped index (hierarchy lvl0–lvl6,
 * content, url). The client is imported on first use, so a build without
 * Algolia ships none of it.
 */
type Level = "lvl0" | "lvl1" | "lvl2" | "lvl3" | "lvl4" | "lvl5" | "lvl6";
const LEVELS: Level[] = ["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"];

export interface DocSearchRecord {
  objectID: string;
  url: string;
  type?: string;
  docusaurus_tag?: string;
  content?: string | null;
  hierarchy: Partial<Record<Level, string | null>>;
  _highlightResult?: { hierarchy?: Partial<Record<Level, { value: string }>>; content?: { value: string } };
  _snippetResult?: { content?: { value: string } };
}

/**
 * Contextual search: only records of this site's language and of one docs
 * version (the tags a DocSearch crawler reads from each page's
 * `docsearch:docusaurus_tag` meta, app/shell/meta.ts) are searched. Guides are
 * tagged "default", so they are found in every version; API pages carry their
 * version's tag, which is also how the two result groups are told apart.
 */
export function contextualFacetFilters(version: string = CURRENT_VERSION.name, group?: ResultGroup): string[][] {
  const guides = `docusaurus_tag:${docsearchTag()}`;
  const api = `docusaurus_tag:${docsearchTag(version)}`;
  return [["language:en"], group === "guides" ? [guides] : group === "api" ? [api] : [guides, api]];
}

const HIGHLIGHT_PRE = "<mark>";
const HIGHLIGHT_POST = "</mark>";

export function createAlgoliaEngine(config: AlgoliaConfig): SearchEngine {
  let client: Promise<LiteClient> | undefined;
  const getClient = () => {
    client ??= import("algoliasearch/lite").then(({ liteClient }) =>
      liteClient(config.appId, config.apiKey, config.host ? { hosts: [hostOption(config.host)] } : {}),
    );
    return client;
  };

  const request = (query: string, hitsPerPage: number, page: number, version?: string, group?: ResultGroup) => ({
    indexName: config.indexName,
    query,
    hitsPerPage,
    page,
    facetFilters: contextualFacetFilters(version, group),
    // Grouped by page, as the embedded engine's results are: up to four records of each page
    // (the page and three sections, or four sections), hitsPerPage and nbHits counting pages.
    distinct: SECTIONS_PER_PAGE + 1,
    attributesToSnippet: ["content:24"],
    highlightPreTag: HIGHLIGHT_PRE,
    highlightPostTag: HIGHLIGHT_POST,
    // A question ("how do I change the text colour") rarely has every word in
    // one section: all words optional, hits with more of them first, as the
    // embedded engine does.
    ...(splitWords(query).length > 1 ? { optionalWords: query } : {}),
  });

  const run = async (requests: ReturnType<typeof request>[]) => {
    const searchClient = await getClient();
    try {
      const { results } = await searchClient.search<DocSearchRecord>({ requests });
      return results.map((result) => {
        if (!("hits" in result)) throw new Error("Algolia returned no hits list.");
        return { hits: result.hits, total: result.nbHits ?? result.hits.length };
      });
    } catch (cause) {
      throw new SearchUnavailableError("The search service did not answer.", { cause });
    }
  };

  return {
    name: "algolia",
    async search(query, { limit, offset = 0, version, group }) {
      const [first] = await run([request(query, limit, Math.floor(offset / limit), version, group)]);
      if (!first) throw new SearchUnavailableError("The search service did not answer.");
      return { hits: byPage(first.hits.map(toHit)), total: first.total };
    },
    /** Both groups in one round trip, ordered by the rule the embedded engine follows (ranking.ts). */
    async searchGroups(query, { perGroup, version }) {
      const [guides, api] = await run([
        request(query, perGroup, 0, version, "guides"),
        request(query, perGroup, 0, version, "api"),
      ]);
      if (!guides || !api) throw new SearchUnavailableError("The search service did not answer.");
      const groups: HitGroup[] = [
        { group: "guides", hits: byPage(guides.hits.map(toHit)), total: guides.total },
        { group: "api", hits: byPage(api.hits.map(toHit)), total: api.total },
      ];
      return {
        total: guides.total + api.total,
        groups: orderGroups(
          query,
          groups.filter((g) => g.total > 0),
        ),
      };
    },
  };
}

function hostOption(host: string) {
  const url = new URL(host.includes("://") ? host : `https://${host}`);
  return {
    url: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    protocol: url.protocol === "http:" ? ("http" as const) : ("https" as const),
    accept: "read" as const,
  };
}

/**
 * The records of one page folded into one hit, pages in the order of their
 * best record: the page's own record heads its sections when it matched;
 * otherwise the page heads them only (`headsOnly`) and its best section is
 * the line shown first, as in the embedded engine.
 */
export function byPage(hits: readonly SearchHit[]): SearchHit[] {
  const pages = new Map<string, { head?: SearchHit; sections: SearchHit[] }>();
  for (const hit of hits) {
    const url = pagePathOf(hit.url);
    const page = pages.get(url) ?? { sections: [] };
    pages.set(url, page);
    if (hit.url === url && !page.head) page.head = hit;
    else page.sections.push(hit);
  }
  return [...pages].flatMap(([url, { head, sections }]): SearchHit[] => {
    const under = sections.slice(0, SECTIONS_PER_PAGE);
    if (head) return [under.length ? { ...head, sections: under } : head];
    const best = under[0];
    if (!best) return [];
    return [
      {
        id: `page:${url}`,
        url,
        title: best.page,
        page: best.page,
        category: best.category,
        kind: "page",
        titleSegments: plainSegments(best.page),
        snippet: [],
        sections: under,
        headsOnly: true,
      },
    ];
  });
}

/** A record of the API reference: tagged with an API version rather than the guides' plugin-wide tag. */
function isApiRecord(record: DocSearchRecord): boolean {
  return record.docusaurus_tag !== undefined && record.docusaurus_tag !== docsearchTag();
}

export function toHit(record: DocSearchRecord): SearchHit {
  const levels = LEVELS.filter((level) => record.hierarchy[level]);
  const deepest = levels[levels.length - 1] ?? "lvl1";
  // A member's record sits under its symbol's page (lvl1): it is titled with its owner, Owner.member.
  const owner = isApiRecord(record) && deepest !== "lvl0" && deepest !== "lvl1" ? record.hierarchy.lvl1 : undefined;
  const ownerSegments = owner ? plainSegments(memberTitlePrefix(owner)) : [];
  // A content record sits under its deepest heading: that heading is the hit's title.
  const parentLevel = levels[levels.length - 2];
  const parent =
    parentLevel && parentLevel !== "lvl0" && parentLevel !== "lvl1" ? record.hierarchy[parentLevel] : undefined;
  const highlighted = record._highlightResult?.hierarchy?.[deepest]?.value;
  const snippet = record._snippetResult?.content?.value;
  return {
    id: record.objectID,
    url: record.url,
    title: record.hierarchy[deepest] ?? "",
    page: record.hierarchy.lvl1 ?? record.hierarchy.lvl0 ?? "",
    category: record.hierarchy.lvl0 ?? "",
    ...(parent ? { parent } : {}),
    kind: deepest === "lvl1" || deepest === "lvl0" ? "page" : "section",
    titleSegments: [
      ...ownerSegments,
      ...(highlighted
        ? segmentsFromMarkedHtml(highlighted, HIGHLIGHT_PRE, HIGHLIGHT_POST)
        : plainSegments(record.hierarchy[deepest] ?? "")),
    ],
    snippet: snippet ? segmentsFromMarkedHtml(snippet, HIGHLIGHT_PRE, HIGHLIGHT_POST) : plainSegments(""),
  };
}
