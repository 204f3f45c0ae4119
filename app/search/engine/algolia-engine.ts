import type { LiteClient } from "algoliasearch/lite";
import type { ResultGroup } from "./documents";
import { SearchUnavailableError, type HitGroup, type SearchEngine, type SearchHit } from "./engine";
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
      return { hits: first.hits.map(toHit), total: first.total };
    },
    /** Both groups in one round trip, ordered by the rule the embedded engine follows (ranking.ts). */
    async searchGroups(query, { perGroup, version }) {
      const [guides, api] = await run([
        request(query, perGroup, 0, version, "guides"),
        request(query, perGroup, 0, version, "api"),
      ]);
      if (!guides || !api) throw new SearchUnavailableError("The search service did not answer.");
      const groups: HitGroup[] = [
        { group: "guides", hits: guides.hits.map(toHit), total: guides.total },
        { group: "api", hits: api.hits.map(toHit), total: api.total },
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

export function toHit(record: DocSearchRecord): SearchHit {
  const levels = LEVELS.filter((level) => record.hierarchy[level]);
  const deepest = levels[levels.length - 1] ?? "lvl1";
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
    titleSegments: highlighted
      ? segmentsFromMarkedHtml(highlighted, HIGHLIGHT_PRE, HIGHLIGHT_POST)
      : plainSegments(record.hierarchy[deepest] ?? ""),
    snippet: snippet ? segmentsFromMarkedHtml(snippet, HIGHLIGHT_PRE, HIGHLIGHT_POST) : plainSegments(""),
  };
}
