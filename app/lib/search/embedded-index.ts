import MiniSearch, { type SearchResult } from "minisearch";
import { CURRENT_VERSION } from "../../contracts/docs-versions";
import { inVersion, type SearchDocument, type SearchKind } from "./documents";
import { highlightTerms, plainSegments, snippetAround } from "./highlight";
import type { SearchHit, SearchPage } from "./engine";

/**
 * The embedded engine's index and ranking, free of any fetching so that unit
 * tests, the benchmark and the browser all rank with the same code.
 */
export interface EmbeddedIndex {
  /** Guides and the API of one docs version (the current one unless `version` says otherwise). */
  search(query: string, page: { limit: number; offset?: number; version?: string }): SearchPage;
  /** Documents in rank order with their full text: what Ask AI retrieves (guides and the current API). */
  retrieve(question: string, limit: number): SearchDocument[];
  readonly size: number;
}

// Words that say nothing about which page a reader wants.
const STOP_WORDS = new Set(
  "a an and are as at be by can do does for from how i in is it its of on or the this to use using what when where which with you your".split(
    " ",
  ),
);

const SPACE_OR_PUNCTUATION = /[\s\p{P}\p{S}]+/u;

/** Index-time tokens: words, plus the parts of camelCase and PascalCase names so "content" finds setContent. */
function tokenizeForIndex(text: string, field?: string): string[] {
  const words = text.split(SPACE_OR_PUNCTUATION).filter(Boolean);
  if (field !== "title" && field !== "parent") return words;
  const parts: string[] = [];
  for (const word of words) {
    const pieces = word.split(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u);
    if (pieces.length > 1) parts.push(...pieces);
  }
  return [...words, ...parts];
}

function tokenizeQuery(text: string): string[] {
  return text.split(SPACE_OR_PUNCTUATION).filter(Boolean);
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

const KIND_WEIGHT: Record<SearchKind, number> = {
  class: 1.3,
  interface: 1.25,
  function: 1.2,
  typeAlias: 1.15,
  variable: 1.1,
  page: 1.2,
  section: 1,
  module: 0.9,
  index: 0.8,
  constructor: 0.8,
  method: 0.85,
  property: 0.85,
  accessor: 0.85,
  event: 0.85,
};

const PARTIAL_MATCH_THRESHOLD = 8;
// Low enough that a hit missing a word never outranks one that has them all.
const PARTIAL_MATCH_WEIGHT = 0.01;

const TOP_LEVEL: ReadonlySet<SearchKind> = new Set(["class", "interface", "function", "typeAlias", "variable", "page"]);

/**
 * Exact names first: someone typing "Screen" or "setContent" wants that
 * symbol, not the page that mentions it most. A full-title match outranks
 * everything else; a title that starts with the query comes next.
 */
function rankWeight(doc: SearchDocument, normalisedQuery: string): number {
  const title = doc.title.toLowerCase();
  let weight = KIND_WEIGHT[doc.kind] * (doc.override ? 0.9 : 1);
  // Underscore members are internals that the declarations happen to expose.
  if (doc.title.startsWith("_")) weight *= 0.6;
  if (title === normalisedQuery) weight *= TOP_LEVEL.has(doc.kind) ? 8 : 5;
  else if (title.startsWith(normalisedQuery)) weight *= 1.5;
  return weight;
}

function newMiniSearch(): MiniSearch<SearchDocument> {
  return new MiniSearch<SearchDocument>({
    fields: ["title", "parent", "module", "text"],
    storeFields: [],
    tokenize: tokenizeForIndex,
    processTerm,
    searchOptions: {
      tokenize: tokenizeQuery,
      processTerm,
      boost: { title: 6, parent: 1.5, module: 1, text: 1 },
      // Prefix search on the word being typed (the last one); the words before
      // it are complete, and expanding them too only costs time. One typo is
      // allowed from five letters on ("scren").
      prefix: (term, i, terms) => i === terms.length - 1 && term.length >= 2,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length >= 4 ? 0.25 : false),
      maxFuzzy: 2,
      weights: { prefix: 0.5, fuzzy: 0.35 },
    },
  });
}

export function createEmbeddedIndex(documents: readonly SearchDocument[]): EmbeddedIndex {
  const mini = newMiniSearch();
  mini.addAll(documents);
  return wrapIndex(mini, documents);
}

/**
 * The same index, built a hundred documents at a time with a pause between:
 * in the browser, indexing 1,800 documents at once would hold the main thread
 * for one long task, just when the /search or 404 page is getting ready.
 */
export async function createEmbeddedIndexInSlices(documents: readonly SearchDocument[]): Promise<EmbeddedIndex> {
  const mini = newMiniSearch();
  await mini.addAllAsync(documents, { chunkSize: 100 });
  return wrapIndex(mini, documents);
}

function wrapIndex(mini: MiniSearch<SearchDocument>, documents: readonly SearchDocument[]): EmbeddedIndex {
  const byId = documents;
  const score = (result: SearchResult, normalised: string, factor: number) => {
    const doc = byId[result.id as number] as SearchDocument;
    return { doc, score: result.score * rankWeight(doc, normalised) * factor, terms: result.terms };
  };

  const ranked = (
    query: string,
    version: string = CURRENT_VERSION.name,
  ): { doc: SearchDocument; score: number; terms: string[] }[] => {
    const trimmed = query.trim();
    if (!trimmed) return [];
    const normalised = trimmed.toLowerCase();
    const filter = (result: SearchResult) => inVersion(byId[result.id as number] as SearchDocument, version);
    // Hits with every word come first; when they are few, hits with some of
    // the words follow, so a loosely worded question still finds something.
    const all: SearchResult[] = mini.search(trimmed, { combineWith: "AND", filter });
    const scored = all.map((result) => score(result, normalised, 1));
    if (all.length < PARTIAL_MATCH_THRESHOLD) {
      const seen = new Set(all.map((result) => result.id as number));
      for (const result of mini.search(trimmed, { combineWith: "OR", filter })) {
        if (!seen.has(result.id as number)) scored.push(score(result, normalised, PARTIAL_MATCH_WEIGHT));
      }
    }
    return scored.sort((a, b) => b.score - a.score || a.doc.id - b.doc.id);
  };

  return {
    size: documents.length,
    search(query, { limit, offset = 0, version }) {
      const all = ranked(query, version);
      const hits: SearchHit[] = all.slice(offset, offset + limit).map(({ doc, terms }) => toHit(doc, terms));
      return { hits, total: all.length };
    },
    retrieve(question, limit) {
      return ranked(question)
        .filter(({ doc }) => doc.text.length > 0)
        .slice(0, limit)
        .map(({ doc }) => doc);
    },
  };
}

function toHit(doc: SearchDocument, terms: string[]): SearchHit {
  return {
    id: String(doc.id),
    url: doc.url,
    title: doc.title,
    page: doc.page,
    category: doc.category,
    ...(doc.parent ? { parent: doc.parent } : {}),
    kind: doc.kind,
    titleSegments: highlightTerms(doc.title, terms),
    snippet: doc.text ? highlightTerms(snippetAround(doc.text, terms), terms) : plainSegments(""),
  };
}
