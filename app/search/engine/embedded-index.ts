import MiniSearch, { type SearchResult } from "minisearch";
import { CURRENT_VERSION } from "../../../contracts/docs-versions";
import {
  asksForInternals,
  inVersion,
  isApiKind,
  isInternal,
  RESULT_GROUPS,
  resultGroupOf,
  type ResultGroup,
  type SearchDocument,
  type SearchKind,
} from "./documents";
import type { GroupedResults, SearchHit, SearchPage } from "./engine";
import { highlightTerms, plainSegments, snippetAround } from "./highlight-runs";
import {
  matchTier,
  meaningfulStems,
  namedOf,
  orderGroups,
  LAST_TIER,
  rankQuery,
  splitWords,
  STOP_WORDS,
  titleCoverage,
  type RankQuery,
} from "./ranking";
import { stem } from "./stem";

/**
 * The embedded engine's index and ranking, free of any fetching so that unit
 * tests, the benchmark and the browser all rank with the same code.
 */
export interface EmbeddedIndex {
  /** Guides and the API of one docs version (the current one unless `version` says otherwise). */
  search(query: string, page: { limit: number; offset?: number; version?: string; group?: ResultGroup }): SearchPage;
  /** The first hits of the guides and of the API, in the order ranking.ts's orderGroups gives. */
  searchGroups(query: string, request: { perGroup: number; version?: string }): GroupedResults;
  /** Documents in rank order with their full text: what Ask AI retrieves (guides and the current API). */
  retrieve(question: string, limit: number): SearchDocument[];
  readonly size: number;
}

const ENGLISH_WORD = /^\p{Lu}?\p{Ll}+$/u;
const HYPHENATED = /\p{L}+(?:-\p{L}+)+/gu;

/** Index-time tokens: words, plus the parts of camelCase and PascalCase names so "content" finds setContent. */
function tokenizeForIndex(text: string, field?: string): string[] {
  // "pop-ups" and "set-up" are also found as the one word readers often type.
  const words = [...splitWords(text), ...(text.match(HYPHENATED) ?? []).map((word) => word.replaceAll("-", ""))];
  if (field !== "title" && field !== "parent") return words;
  const parts: string[] = [];
  for (const word of words) {
    const pieces = word.split(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u);
    if (pieces.length > 1) parts.push(...pieces);
  }
  return [...words, ...parts];
}

/**
 * A word is indexed as written and as its stem, so "scroll" meets "Scrolling"
 * as a whole word while "scrolli", half typed, still finds it by prefix.
 */
function processIndexTerm(term: string): string | string[] | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  // Only words get a stem; a name such as ProgressBarOptions would match a
  // prefix twice, once as written and once as its "stem".
  const stemmed = ENGLISH_WORD.test(term) ? stem(lower) : lower;
  return stemmed === lower ? lower : [lower, stemmed];
}

function processQueryTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : stem(lower);
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

/**
 * A hit missing one of the query's words keeps at most this share of its
 * score, less the rarer the word is among the hits (by the square of its
 * share): missing "app", which half the hits have, costs little ("how do I
 * test my app" still finds the Testing guide, whose prose never says "app");
 * missing "center" in "center a box" costs nearly everything.
 */
const MISSING_WORD_WEIGHT = 0.5;

/**
 * Inside a tier (ranking.ts), text relevance weighted by kind: a page before
 * one of its sections, a declaration before a member, the original member
 * before its overrides, a title that starts with the query before one that
 * only contains it, and a guide heading with the query's words in it.
 */
function rankWeight(doc: SearchDocument, query: RankQuery, titleStems: () => string[]): number {
  let weight = KIND_WEIGHT[doc.kind] * (doc.override ? 0.9 : 1);
  // While a name is being typed, the shortest name it begins comes first: "progressb" is ProgressBar.
  if (doc.title.toLowerCase().startsWith(query.raw)) weight *= 1 + query.raw.length / doc.title.length;
  // A question's words in a guide heading: that heading is about them.
  if (!isApiKind(doc.kind)) weight *= 1 + 2 * titleCoverage(titleStems(), query.stems);
  return weight;
}

function newMiniSearch(): MiniSearch<SearchDocument> {
  return new MiniSearch<SearchDocument>({
    fields: ["title", "parent", "module", "text"],
    storeFields: [],
    tokenize: tokenizeForIndex,
    processTerm: processIndexTerm,
    searchOptions: {
      tokenize: splitWords,
      processTerm: processQueryTerm,
      boost: { title: 6, parent: 1.5, module: 1, text: 1 },
      // Prefix search on the word being typed (the last one), and on the
      // longer words before it, so "install" finds "Installation". One typo
      // is allowed from five letters on ("scren").
      prefix: (term, i, terms) => (i === terms.length - 1 ? term.length >= 2 : term.length >= 4),
      // Not below five: "test" and "text" are different words.
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
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

interface Ranked {
  doc: SearchDocument;
  tier: number;
  score: number;
  terms: string[];
}

function wrapIndex(mini: MiniSearch<SearchDocument>, documents: readonly SearchDocument[]): EmbeddedIndex {
  const byId = documents;
  // Title stems, computed once per document when it first matches.
  const titleStems: (string[] | undefined)[] = [];
  const stemsOf = (doc: SearchDocument) => (titleStems[doc.id] ??= meaningfulStems(doc.title));

  const rank = (result: SearchResult, query: RankQuery, missingWeight: number): Ranked => {
    const doc = byId[result.id as number] as SearchDocument;
    return {
      doc,
      tier: missingWeight < 1 ? LAST_TIER : matchTier(namedOf(doc), query, () => stemsOf(doc)),
      score: result.score * rankWeight(doc, query, () => stemsOf(doc)) * missingWeight,
      terms: result.terms,
    };
  };

  const ranked = (text: string, version: string = CURRENT_VERSION.name): Ranked[] => {
    const trimmed = text.trim();
    if (!trimmed) return [];
    const query = rankQuery(trimmed);
    const internals = asksForInternals(trimmed);
    const filter = (result: SearchResult) => {
      const doc = byId[result.id as number] as SearchDocument;
      return inVersion(doc, version) && (internals || !isInternal(doc));
    };
    // Every hit with at least one of the words; those missing some are
    // weighed down by what they miss (and never get a name tier).
    const results = mini.search(trimmed, { combineWith: "OR", filter });
    const hitsPerWord = new Map<string, number>();
    for (const result of results) {
      for (const term of new Set(result.queryTerms)) hitsPerWord.set(term, (hitsPerWord.get(term) ?? 0) + 1);
    }
    const most = Math.max(0, ...hitsPerWord.values());
    const out = results.map((result) => {
      let weight = 1;
      for (const [term, count] of hitsPerWord) {
        if (!result.queryTerms.includes(term)) weight *= MISSING_WORD_WEIGHT * (count / most) ** 2;
      }
      return rank(result, query, weight);
    });
    return out.sort((a, b) => a.tier - b.tier || b.score - a.score || a.doc.id - b.doc.id);
  };

  const page = (all: readonly Ranked[], offset: number, limit: number): SearchHit[] =>
    all.slice(offset, offset + limit).map(({ doc, terms }) => toHit(doc, terms));

  return {
    size: documents.length,
    search(query, { limit, offset = 0, version, group }) {
      const all = ranked(query, version).filter(({ doc }) => !group || resultGroupOf(doc.kind) === group);
      return { hits: page(all, offset, limit), total: all.length };
    },
    searchGroups(query, { perGroup, version }) {
      const all = ranked(query, version);
      const groups = RESULT_GROUPS.map((group) => {
        const members = all.filter(({ doc }) => resultGroupOf(doc.kind) === group);
        return { group, hits: page(members, 0, perGroup), total: members.length };
      });
      return {
        total: all.length,
        groups: orderGroups(
          query,
          groups.filter((g) => g.total > 0),
        ),
      };
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
