import { isApiKind, RESULT_GROUPS, type ResultGroup, type SearchDocument, type SearchKind } from "./documents";
import { bestLine } from "./engine";
import { stem } from "./stem";

/**
 * The embedded engine's ranking rules that are about names, not word counts.
 * Text relevance (MiniSearch's BM25) only orders hits inside a tier; the tier
 * says what kind of match a hit is:
 *
 * 0. an API declaration named exactly as typed: "Box", "screen", "progress bar";
 * 1. a guide page whose title starts with the topic typed: "scroll" → Scrolling,
 *    "forms" → Forms and text input;
 * 2. a guide section titled so, or an API member named exactly as typed:
 *    "scrollbar" → Scrolling › Scrollbars, "setContent";
 * 3. everything else, hits that miss one of the words included (their
 *    score is cut for each word they miss).
 *
 * So a topic word answers with its guide and a symbol's name with its symbol.
 * docs/search.md ("Ranking") gives the Algolia settings that order the same way.
 */

/** Words that say nothing about which page a reader wants. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  "a an and are as at be by can could do does for from get how i in is it its make me my need of on or should the there this to use using want what when where which will with would you your".split(
    " ",
  ),
);

const SPACE_OR_PUNCTUATION = /[\s\p{P}\p{S}]+/u;

export function splitWords(text: string): string[] {
  return text.split(SPACE_OR_PUNCTUATION).filter(Boolean);
}

/** The words that carry meaning, lower-cased and stemmed. */
export function meaningfulStems(text: string): string[] {
  return splitWords(text)
    .map((word) => word.toLowerCase())
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);
}

export interface RankQuery {
  /** Trimmed and lower-cased, as typed. */
  raw: string;
  /** The words run together: "progress bar" names ProgressBar. */
  joined: string;
  stems: string[];
}

export function rankQuery(query: string): RankQuery {
  const raw = query.trim().toLowerCase();
  return { raw, joined: splitWords(raw).join(""), stems: meaningfulStems(raw) };
}

export const LAST_TIER = 3;

const DECLARATIONS: ReadonlySet<SearchKind> = new Set(["class", "interface", "function", "typeAlias", "variable"]);

/** What the tier of a hit depends on, whichever engine found it. */
export interface Named {
  title: string;
  /** In the API reference (rather than a guide). */
  api: boolean;
  /** A page of its own: a guide page, an API declaration; not a section or a member. */
  top: boolean;
}

export function namedOf(doc: Pick<SearchDocument, "title" | "kind">): Named {
  const api = isApiKind(doc.kind);
  return { title: doc.title, api, top: api ? DECLARATIONS.has(doc.kind) : doc.kind === "page" };
}

export function matchTier(hit: Named, query: RankQuery, titleStems: () => string[] = () => meaningfulStems(hit.title)) {
  if (hit.api) {
    const name = hit.title.toLowerCase();
    if (name !== query.raw && name !== query.joined) return LAST_TIER;
    // "_render" typed with its underscore asks for exactly that internal.
    return hit.top || /^[_$]/.test(name) ? 0 : 2;
  }
  if (query.stems.length === 0 || !startsWith(titleStems(), query.stems)) return LAST_TIER;
  return hit.top ? 1 : 2;
}

/**
 * The order of the result groups, the same for every engine: the group whose
 * first line has the better tier comes first (the guides for a topic word,
 * the API for a symbol's name); on a tie, the guides, which answer questions
 * better than a list of members.
 */
export function orderGroups<
  G extends { group: ResultGroup; hits: readonly H[] },
  H extends { title: string; kind: SearchKind; headsOnly?: true; sections?: readonly H[] },
>(query: string, groups: readonly G[]): G[] {
  const parsed = rankQuery(query);
  const tier = (g: G) => {
    // A page that only heads its sections is judged by the line that matched ("readInput", not Textarea).
    const first = g.hits[0] && bestLine(g.hits[0]);
    return first ? matchTier({ ...namedOf(first), api: g.group === "api" }, parsed) : LAST_TIER + 1;
  };
  return [...groups].sort(
    (a, b) => tier(a) - tier(b) || RESULT_GROUPS.indexOf(a.group) - RESULT_GROUPS.indexOf(b.group),
  );
}

function startsWith(words: readonly string[], start: readonly string[]): boolean {
  return start.length <= words.length && start.every((word, i) => words[i] === word);
}

/**
 * The share of the query's words found in the title: "test my app" covers
 * half of "Testing a terminal UI". The last word may be half typed: as the
 * start of a title word it counts half.
 */
export function titleCoverage(titleStems: readonly string[], queryStems: readonly string[]): number {
  if (queryStems.length === 0) return 0;
  let covered = 0;
  queryStems.forEach((word, i) => {
    if (titleStems.includes(word)) covered += 1;
    else if (i === queryStems.length - 1 && titleStems.some((title) => title.startsWith(word))) covered += 0.5;
  });
  return covered / queryStems.length;
}
