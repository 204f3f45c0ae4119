import type { ResultGroup, SearchDocument } from "./documents";
import type { Segment } from "./highlight-runs";

/**
 * The one interface the search UI talks to. The embedded engine and Algolia
 * both answer it, so the modal and the /search page don't know which one
 * runs.
 */
export interface SearchHit extends Pick<SearchDocument, "url" | "title" | "page" | "category" | "parent" | "kind"> {
  /** Unique among the hits of one response. */
  id: string;
  titleSegments: Segment[];
  snippet: Segment[];
  /**
   * A page's (or an API symbol's) best matching sections or members, shown
   * under it; at most three. Only on the page-level hits of an engine that
   * groups by page.
   */
  sections?: SearchHit[];
  /** The page's own record did not match the query: it is there to head its sections. */
  headsOnly?: true;
}

/** Sections or members shown under their page, in every engine: at most this many. */
export const SECTIONS_PER_PAGE = 3;

/** What answered on a page-level hit: the page itself, or, when it only heads them, its best section. */
export function bestLine<H extends { headsOnly?: true; sections?: readonly H[] }>(hit: H): H {
  return hit.headsOnly && hit.sections?.[0] ? hit.sections[0] : hit;
}

/**
 * How a page-level hit is shown: its best line first (the page, or its best
 * section when the page itself did not match: "setContent", trail Element),
 * then the other sections under it.
 */
export function pageLines(hit: SearchHit): { main: SearchHit; under: SearchHit[] } {
  const sections = hit.sections ?? [];
  return hit.headsOnly && sections[0]
    ? { main: sections[0], under: sections.slice(1) }
    : { main: hit, under: sections };
}

export interface SearchPage {
  hits: SearchHit[];
  /** Every hit for the query, not just this page of them: pages, when the engine groups by page. */
  total: number;
}

export interface SearchRequest {
  limit: number;
  offset?: number;
  /** The docs version whose API results to include (behaviour §7); the current one when absent. */
  version?: string;
  /** Only the guides or only the API; both when absent. */
  group?: ResultGroup;
  signal?: AbortSignal;
}

/** The first hits of one group and how many the group has in all. */
export interface HitGroup {
  group: ResultGroup;
  hits: SearchHit[];
  total: number;
}

/**
 * Guides and API side by side, so that neither buries the other. Groups come
 * in the order of ranking.ts's orderGroups, the same for every engine; a
 * group without hits is left out.
 */
export interface GroupedResults {
  groups: HitGroup[];
  total: number;
}

export interface GroupedRequest {
  /** Hits shown per group. */
  perGroup: number;
  version?: string;
}

export interface SearchEngine {
  readonly name: "embedded" | "algolia";
  search(query: string, request: SearchRequest): Promise<SearchPage>;
  searchGroups(query: string, request: GroupedRequest): Promise<GroupedResults>;
}

/** Raised by an engine whose service or index could not be reached; the UI shows "Unable to fetch results". */
export class SearchUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SearchUnavailableError";
  }
}
