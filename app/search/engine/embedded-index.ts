import MiniSearch, { type SearchResult } from "minisearch";
import { CURRENT_VERSION } from "../../../contracts/docs-versions";
import {
  asksForInternals,
  inVersion,
  pagePathOf,
  isApiKind,
  isInternal,
  memberTitle,
  RESULT_GROUPS,
  resultGroupOf,
  type ResultGroup,
  type SearchDocument,
  type SearchKind,
} from "./documents";
import { SECTIONS_PER_PAGE, type GroupedResults, type SearchHit, type SearchPage } from "./engine";
import { highlightTerms, plainSegments, snippetAround } from "./highlight-runs";
import {
  meaningfulStems,
  namedOf,
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
  const title = doc.title.toLowerCase();
  if (title.startsWith(query.raw)) weight *= 1 + query.raw.length / doc.title.length;
  // A member named as one of the words ("border" in "border default") before those that only contain it.
  else if (query.stems.includes(stem(title))) weight *= 2;
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
      weights: { prefix: 0.5, fuzzy: 0.35 },
    },
  });
}

export function createEmbeddedIndex(
  documents: readonly SearchDocument[],
  synonyms: readonly (readonly string[])[] = [],
): EmbeddedIndex {
  const mini = newMiniSearch();
  mini.addAll(documents);
  return wrapIndex(mini, documents, synonyms);
}

/**
 * The same index, built a hundred documents at a time with a pause between:
 * in the browser, indexing 1,800 documents at once would hold the main thread
 * for one long task, just when the /search or 404 page is getting ready.
 */
export async function createEmbeddedIndexInSlices(
  documents: readonly SearchDocument[],
  synonyms: readonly (readonly string[])[] = [],
): Promise<EmbeddedIndex> {
  const mini = newMiniSearch();
  await mini.addAllAsync(documents, { chunkSize: 100 });
  return wrapIndex(mini, documents, synonyms);
}

interface Ranked {
  doc: SearchDocument;
  tier: number;
  score: number;
  terms: string[];
}

/** One word of the query, with the words that stand for it (content/search-synonyms.ts). */
interface Slot {
  /** As the index stores it: lower case, stemmed. */
  word: string;
  synonyms: string[];
  /** The word being typed: matched as the start of a word. */
  last: boolean;
}

/** How one query word met a document, best first: as typed, as a synonym, as a word start, forgiven typo. */
const MATCH_WEIGHT = { exact: 1, synonym: 0.8, prefix: 0.6, typo: 0.3 } as const;
type MatchKind = keyof typeof MATCH_WEIGHT;

/**
 * Hit tiers, best first; text relevance orders hits inside one (docs/search.md, "Ranking").
 * An API declaration named as typed; an API member named as typed in the
 * shape of a code name (readInput, not "value"); a guide page whose title
 * holds every word; a guide section so titled; any other hit with every word;
 * hits missing a word; hits found only by forgiving a typo.
 */
const TIER = { symbol: 0, member: 0.5, guidePage: 1, guideSection: 2, rest: 4, missing: 5, typo: 6 } as const;

/** Typed like a code name: a capital or digit after the first letter, or an underscore (smartCSR, readInput, _render). */
const CODE_NAME = /^[_$]|^.+[\p{Lu}\d_]/u;

/** Where a plain word's hits on API members stand against guide text that uses it: "hover" is a guide's word first. */
const MEMBER_WEIGHT_FOR_WORDS = 0.15;

function wrapIndex(
  mini: MiniSearch<SearchDocument>,
  documents: readonly SearchDocument[],
  synonymGroups: readonly (readonly string[])[],
): EmbeddedIndex {
  const byId = documents;
  // Title stems, computed once per document when it first matches.
  const titleStems: (string[] | undefined)[] = [];
  const stemsOf = (doc: SearchDocument) => (titleStems[doc.id] ??= meaningfulStems(doc.title));
  // Page-level documents (a guide page, an API page) by URL: the head of a page group.
  const pageDocs = new Map<string, SearchDocument>();
  for (const doc of documents) if (!doc.url.includes("#")) pageDocs.set(doc.url, doc);

  const synonymsOf = new Map<string, string[]>();
  for (const group of synonymGroups) {
    // An entry that splits into several words ("full-screen") can't stand for one; it is skipped.
    const words = group.flatMap((entry) => {
      const parts = splitWords(entry);
      return parts.length === 1 && parts[0] ? [stem(parts[0].toLowerCase())] : [];
    });
    for (const word of words) {
      const others = words.filter((other) => other !== word);
      synonymsOf.set(word, [...new Set([...(synonymsOf.get(word) ?? []), ...others])]);
    }
  }

  const known = new Map<string, boolean>();
  /** Whether a word is itself in the index: such a word is never read as a typo of another. */
  const inIndex = (word: string) => {
    let found = known.get(word);
    if (found === undefined) {
      found =
        mini.search(word, { prefix: false, fuzzy: false, tokenize: (t) => [t], processTerm: (t) => t }).length > 0;
      known.set(word, found);
    }
    return found;
  };

  const matchOf = (slot: Slot, term: string): MatchKind | undefined => {
    if (term === slot.word) return "exact";
    if (slot.synonyms.includes(term)) return "synonym";
    if (slot.last && slot.word.length >= 2 && term.startsWith(slot.word)) return "prefix";
    // A forgiven typo keeps the first letter: "center" never finds "enter".
    if (slot.word.length >= 5 && term[0] === slot.word[0] && !inIndex(slot.word)) {
      return editDistanceAtMost(slot.word, term, slot.word.length >= 9 ? 2 : 1) ? "typo" : undefined;
    }
    return undefined;
  };

  const ranked = (text: string, version: string = CURRENT_VERSION.name): Ranked[] => {
    const trimmed = text.trim();
    if (!trimmed) return [];
    const query = rankQuery(trimmed);
    const internals = asksForInternals(trimmed);
    const codeName = CODE_NAME.test(trimmed);
    const words = splitWords(trimmed)
      .map((word) => processQueryTerm(word))
      .filter((word): word is string => word !== null);
    const slots: Slot[] = words.map((word, i) => ({
      word,
      synonyms: synonymsOf.get(word) ?? [],
      last: i === words.length - 1,
    }));
    if (slots.length === 0) return [];
    const filter = (result: SearchResult) => {
      const doc = byId[result.id as number] as SearchDocument;
      return inVersion(doc, version) && (internals || !isInternal(doc));
    };
    const results = mini.search(
      {
        combineWith: "OR",
        queries: slots.flatMap((slot) => [
          {
            queries: [slot.word],
            prefix: slot.last && slot.word.length >= 2,
            // Two edits for MiniSearch, so a swap of two letters is found; matchOf then allows the swap as one.
            fuzzy: slot.word.length >= 5 && !inIndex(slot.word) ? 2 : false,
            processTerm: (t: string) => t,
            tokenize: (t: string) => [t],
          },
          ...(slot.synonyms.length
            ? [{ queries: slot.synonyms, processTerm: (t: string) => t, tokenize: (t: string) => [t] }]
            : []),
        ]),
      },
      { filter },
    );

    // Each hit: how well it met each word.
    const met = results.map((result) => {
      const kinds = slots.map((slot) => {
        let best: MatchKind | undefined;
        for (const term of result.terms) {
          const kind = matchOf(slot, term);
          if (kind && (!best || MATCH_WEIGHT[kind] > MATCH_WEIGHT[best])) best = kind;
        }
        return best;
      });
      return { result, kinds };
    });
    const hitsPerSlot = slots.map((_, i) => met.filter(({ kinds }) => kinds[i] !== undefined).length);
    const most = Math.max(0, ...hitsPerSlot);

    const out: Ranked[] = [];
    for (const { result, kinds } of met) {
      if (kinds.every((kind) => kind === undefined)) continue;
      const doc = byId[result.id as number] as SearchDocument;
      let weight = 1;
      let missing = false;
      kinds.forEach((kind, i) => {
        if (kind) weight *= MATCH_WEIGHT[kind];
        else {
          missing = true;
          weight *= MISSING_WORD_WEIGHT * ((hitsPerSlot[i] ?? 0) / most) ** 2;
        }
      });
      const typo = kinds.some((kind) => kind === "typo");
      const tier = typo
        ? TIER.typo
        : missing
          ? TIER.missing
          : tierOf(doc, query, slots, kinds, codeName, () => stemsOf(doc));
      const api = isApiKind(doc.kind);
      const member = api && !namedOf(doc).top;
      const wordWeight = member && !codeName ? MEMBER_WEIGHT_FOR_WORDS : 1;
      out.push({
        doc,
        tier,
        score: result.score * rankWeight(doc, query, () => stemsOf(doc)) * weight * wordWeight,
        terms: result.terms,
      });
    }
    return out.sort((a, b) => a.tier - b.tier || b.score - a.score || a.doc.id - b.doc.id);
  };

  /**
   * Hits grouped by page, best page first: a guide page with its sections, an
   * API symbol with its members. The head is the page's own document.
   */
  const byPage = (all: readonly Ranked[]) => {
    const pages = new Map<
      string,
      { head: SearchDocument; headTerms: string[]; headMatched: boolean; sections: Ranked[] }
    >();
    for (const hit of all) {
      const key = pagePathOf(hit.doc.url);
      let page = pages.get(key);
      if (!page) {
        page = { head: pageDocs.get(key) ?? hit.doc, headTerms: [], headMatched: false, sections: [] };
        pages.set(key, page);
      }
      if (hit.doc === page.head) {
        page.headTerms = hit.terms;
        page.headMatched = true;
      } else page.sections.push(hit);
    }
    return [...pages.values()];
  };

  const pageHits = (all: readonly Ranked[], offset: number, limit: number): SearchHit[] =>
    byPage(all)
      .slice(offset, offset + limit)
      .map(({ head, headTerms, headMatched, sections }) => ({
        ...toHit(head, headTerms),
        ...(headMatched ? {} : { headsOnly: true as const }),
        ...(sections.length
          ? { sections: sections.slice(0, SECTIONS_PER_PAGE).map(({ doc, terms }) => toHit(doc, terms)) }
          : {}),
      }));

  const pageCount = (all: readonly Ranked[]) => new Set(all.map(({ doc }) => pagePathOf(doc.url))).size;

  return {
    size: documents.length,
    search(query, { limit, offset = 0, version, group }) {
      const all = ranked(query, version).filter(({ doc }) => !group || resultGroupOf(doc.kind) === group);
      return { hits: pageHits(all, offset, limit), total: pageCount(all) };
    },
    searchGroups(query, { perGroup, version }) {
      const all = ranked(query, version);
      const groups = RESULT_GROUPS.map((group) => {
        const members = all.filter(({ doc }) => resultGroupOf(doc.kind) === group);
        return { group, hits: pageHits(members, 0, perGroup), total: pageCount(members), best: members[0]?.tier };
      });
      return {
        total: pageCount(all),
        groups: groups
          .filter((g) => g.total > 0)
          .sort(
            (a, b) =>
              (a.best ?? LAST_TIER) - (b.best ?? LAST_TIER) ||
              RESULT_GROUPS.indexOf(a.group) - RESULT_GROUPS.indexOf(b.group),
          )
          .map(({ group, hits, total }) => ({ group, hits, total })),
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

function tierOf(
  doc: SearchDocument,
  query: RankQuery,
  slots: readonly Slot[],
  kinds: readonly (MatchKind | undefined)[],
  codeName: boolean,
  titleStems: () => string[],
): number {
  const named = namedOf(doc);
  if (named.api) {
    const name = doc.title.toLowerCase();
    if (name !== query.raw && name !== query.joined) return TIER.rest;
    if (named.top || /^[_$]/.test(name)) return TIER.symbol;
    return codeName ? TIER.member : TIER.rest;
  }
  // A guide whose title holds every word (or a word that stands for it): it is about them.
  const title = titleStems();
  const about = slots.every(
    (slot, i) =>
      title.includes(slot.word) ||
      slot.synonyms.some((word) => title.includes(word)) ||
      (kinds[i] === "prefix" && slot.last && title.some((word) => word.startsWith(slot.word))),
  );
  if (!about) return TIER.rest;
  return named.top ? TIER.guidePage : TIER.guideSection;
}

/**
 * Whether two words are at most `max` edits apart: an insert, a delete, a
 * replaced letter, or two neighbours swapped ("keybaord").
 */
function editDistanceAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
    }
    before = previous;
    previous = current;
  }
  return (previous[b.length] ?? max + 1) <= max;
}

function toHit(doc: SearchDocument, terms: string[]): SearchHit {
  const named = namedOf(doc);
  // A member is shown with its owner (Textarea.readInput); ranking compared its bare name.
  const shown = named.api && !named.top && doc.parent ? memberTitle(doc.parent, doc.title) : doc.title;
  return {
    id: String(doc.id),
    url: doc.url,
    title: doc.title,
    page: doc.page,
    category: doc.category,
    ...(doc.parent ? { parent: doc.parent } : {}),
    kind: doc.kind,
    titleSegments: highlightTerms(shown, terms),
    snippet: doc.text ? highlightTerms(snippetAround(doc.text, terms), terms) : plainSegments(""),
  };
}
