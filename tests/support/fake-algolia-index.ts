import settingsFile from "../../app/search/.server/algolia-index-settings.json";
import { docsearchTag } from "../../contracts/docs-versions";
import { isApiKind, isInternal, pagePathOf, type SearchDocument } from "../../app/search/engine/documents";
import type { DocSearchRecord } from "../../app/search/engine/algolia-engine";
import { STOP_WORDS } from "../../app/search/engine/ranking";

/**
 * A stand-in for an Algolia index holding the site as a DocSearch crawler
 * records it, ranked by the settings the README documents
 * (app/search/.server/algolia-index-settings.json). It reads those settings
 * and applies them the way Algolia describes its engine: every word required
 * (but those in `optionalWords`, and all when nothing matches), words as
 * prefixes as `queryType` says, a word split in two when whole it matches nothing, typos by
 * word length, plurals ignored, stop words removed, then the ranking criteria
 * in the order `ranking` lists them, `customRanking` for ties, and `distinct`
 * by page. Nothing in here knows any query.
 *
 * Simplifications, the same for every query: a heading's record carries its
 * section's text as `content` (the crawler makes one record per paragraph);
 * stop words are the site's own list (Algolia's is longer); typos are plain
 * Levenshtein distances; geo and filters criteria do nothing.
 */

export type Settings = typeof settingsFile.indexSettings;
export const ALGOLIA_SETTINGS: Settings = settingsFile.indexSettings;

export interface FakeRecord extends DocSearchRecord {
  url_without_anchor: string;
  language: string;
  docusaurus_tag: string;
  weight: { pageRank: number; level: number; position: number };
}

const LEVEL_WEIGHT: Record<string, number> = { lvl1: 90, lvl2: 80, lvl3: 70, lvl4: 60, lvl5: 50, lvl6: 40 };

function glob(pattern: string): RegExp {
  const body = pattern
    .split(/(\*\*|\*)/)
    .map((part) => (part === "**" ? ".*" : part === "*" ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${body.replace(/\/\.\*$/, "(?:/.*)?")}$`);
}

export function pageRankOf(url: string): number {
  const path = pagePathOf(url);
  for (const rule of settingsFile.crawlerPageRank) {
    if (rule.pathsToMatch.some((pattern) => glob(pattern).test(path))) return rule.pageRank;
  }
  return 0;
}

/**
 * The records a DocSearch crawler makes of the built site: lvl0 the sidebar
 * category, lvl1 the page title, lvl2 an h2 or an API member, lvl3 an h3;
 * API pages tagged with their version, everything else "default"; internals
 * (isInternal) skipped, as the crawler's record extractor is told to.
 */
export function docSearchRecords(documents: readonly SearchDocument[]): FakeRecord[] {
  const positions = new Map<string, number>();
  return documents
    .filter((doc) => !isInternal(doc))
    .map((doc) => {
      const page = pagePathOf(doc.url);
      const position = positions.get(page) ?? 0;
      positions.set(page, position + 1);
      const hierarchy: FakeRecord["hierarchy"] = { lvl0: doc.category, lvl1: doc.page };
      if (doc.kind === "section" && doc.parent) Object.assign(hierarchy, { lvl2: doc.parent, lvl3: doc.title });
      else if (doc.url.includes("#")) hierarchy.lvl2 = doc.title;
      const type = hierarchy.lvl3 ? "lvl3" : hierarchy.lvl2 ? "lvl2" : "lvl1";
      return {
        objectID: String(doc.id),
        url: doc.url,
        url_without_anchor: page,
        type,
        content: doc.text || null,
        hierarchy,
        language: "en",
        docusaurus_tag: isApiKind(doc.kind) && doc.version ? docsearchTag(doc.version) : docsearchTag(),
        weight: { pageRank: pageRankOf(doc.url), level: LEVEL_WEIGHT[type] ?? 0, position },
      };
    });
}

// ---------------------------------------------------------------------------
// Text

interface Word {
  /** Lower-cased, as indexed. */
  text: string;
  position: number;
}

const SEPARATORS = /[^\p{L}\p{N}]+/u;

function wordsOf(value: string, camelCase: boolean): Word[] {
  const out: Word[] = [];
  let position = 0;
  for (const raw of value.split(SEPARATORS).filter(Boolean)) {
    out.push({ text: raw.toLowerCase(), position });
    if (camelCase) {
      const parts = raw.split(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u);
      if (parts.length > 1) for (const part of parts) out.push({ text: part.toLowerCase(), position });
    }
    position += 1;
  }
  return out;
}

function singular(word: string): string {
  if (!ALGOLIA_SETTINGS.ignorePlurals) return word;
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && /(x|ch|sh|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

function levenshtein(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = row;
  }
  return previous[b.length] ?? max + 1;
}

interface WordMatch {
  typos: number;
  exact: boolean;
}

function matchWord(query: string, word: string, last: boolean): WordMatch | undefined {
  if (word === query || singular(word) === singular(query)) return { typos: 0, exact: true };
  const prefix = ALGOLIA_SETTINGS.queryType === "prefixAll" || (last && ALGOLIA_SETTINGS.queryType === "prefixLast");
  if (prefix && word.startsWith(query)) return { typos: 0, exact: false };
  const allowed =
    query.length >= ALGOLIA_SETTINGS.minWordSizefor2Typos
      ? 2
      : query.length >= ALGOLIA_SETTINGS.minWordSizefor1Typo
        ? 1
        : 0;
  if (allowed === 0) return undefined;
  const typos = levenshtein(query, word, allowed);
  return typos <= allowed ? { typos, exact: false } : undefined;
}

// ---------------------------------------------------------------------------
// The index

interface Searchable {
  /** Position of the attribute in searchableAttributes: the attribute criterion. */
  rank: number;
  ordered: boolean;
  words: Word[];
  /** The whole value, normalised, for exactOnSingleWordQuery: "attribute". */
  whole: string;
}

interface Indexed {
  record: FakeRecord;
  attributes: Searchable[];
}

function valueAt(record: FakeRecord, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);
}

function camelCased(path: string): boolean {
  return ALGOLIA_SETTINGS.camelCaseAttributes.some(
    (attribute) => path === attribute || path.startsWith(`${attribute}.`),
  );
}

function indexRecord(record: FakeRecord): Indexed {
  const attributes: Searchable[] = [];
  ALGOLIA_SETTINGS.searchableAttributes.forEach((entry, rank) => {
    for (const part of entry.split(",")) {
      const spec = part.trim();
      const unordered = /^unordered\((.+)\)$/.exec(spec);
      const path = unordered?.[1] ?? spec;
      const value = valueAt(record, path);
      if (typeof value !== "string" || !value) continue;
      attributes.push({
        rank,
        ordered: !unordered,
        words: wordsOf(value, camelCased(path)),
        whole: value.toLowerCase().split(SEPARATORS).filter(Boolean).join(" "),
      });
    }
  });
  return { record, attributes };
}

interface Scored {
  record: FakeRecord;
  typo: number;
  words: number;
  proximity: number;
  attribute: number;
  exact: number;
  /** Per query word: the attributes and positions it matched, for highlighting. */
  matched: Set<string>;
}

/**
 * A query word that matches nothing is also tried split in two ("popup" as
 * "pop up"), as Algolia does; both halves must match whole words.
 */
function matchSplit(item: Indexed, q: string): { rank: number; position: number; words: string[] } | undefined {
  for (let cut = 2; cut <= q.length - 2; cut++) {
    const left = q.slice(0, cut);
    const right = q.slice(cut);
    for (const attr of item.attributes) {
      for (const [i, word] of attr.words.entries()) {
        if (word.text !== left) continue;
        const next = attr.words.slice(i + 1).find((w) => w.position === word.position + 1);
        if (next && (next.text === right || singular(next.text) === singular(right))) {
          return { rank: attr.rank, position: word.position, words: [word.text, next.text] };
        }
      }
    }
  }
  return undefined;
}

function score(item: Indexed, query: string[], optional: (word: string) => boolean): Scored | undefined {
  let typo = 0;
  let words = 0;
  let exact = 0;
  let attribute = Number.POSITIVE_INFINITY;
  const matched = new Set<string>();
  const positions: { rank: number; position: number }[][] = [];
  for (const [i, q] of query.entries()) {
    let best: { typos: number; exact: boolean } | undefined;
    const at: { rank: number; position: number }[] = [];
    for (const attr of item.attributes) {
      for (const word of attr.words) {
        const match = matchWord(q, word.text, i === query.length - 1);
        if (!match) continue;
        matched.add(word.text);
        at.push({ rank: attr.rank, position: word.position });
        attribute = Math.min(attribute, attr.rank * 1000 + (attr.ordered ? word.position : 0));
        if (!best || match.typos < best.typos || (match.typos === best.typos && match.exact && !best.exact))
          best = match;
      }
    }
    if (!best) {
      const split = matchSplit(item, q);
      if (split) {
        split.words.forEach((w) => matched.add(w));
        at.push({ rank: split.rank, position: split.position });
        attribute = Math.min(attribute, split.rank * 1000);
        best = { typos: 0, exact: false };
      }
    }
    if (!best) {
      if (!optional(q)) return undefined;
      continue;
    }
    words += 1;
    typo += best.typos;
    if (best.exact) exact += 1;
    positions.push(at);
  }
  if (words === 0) return undefined;
  if (query.length === 1) {
    const mode = ALGOLIA_SETTINGS.exactOnSingleWordQuery;
    const q = query[0] ?? "";
    exact =
      mode === "none"
        ? 0
        : mode === "attribute"
          ? Number(item.attributes.some((attr) => singular(attr.whole) === singular(q)))
          : exact;
  }
  return { record: item.record, typo, words, proximity: proximityOf(positions), attribute, exact, matched };
}

/** Sum of the distances between consecutive query words in one attribute, 8 at most each, as Algolia counts. */
function proximityOf(positions: { rank: number; position: number }[][]): number {
  let total = 0;
  for (let i = 1; i < positions.length; i++) {
    let best = 8;
    for (const a of positions[i - 1] ?? []) {
      for (const b of positions[i] ?? []) {
        if (a.rank === b.rank) best = Math.min(best, Math.max(1, Math.abs(b.position - a.position)));
      }
    }
    total += best;
  }
  return total;
}

function customCompare(a: FakeRecord, b: FakeRecord): number {
  for (const rule of ALGOLIA_SETTINGS.customRanking) {
    const parsed = /^(asc|desc)\((.+)\)$/.exec(rule);
    if (!parsed) continue;
    const [, direction, path] = parsed;
    const x = Number(valueAt(a, path ?? "") ?? 0);
    const y = Number(valueAt(b, path ?? "") ?? 0);
    if (x !== y) return direction === "asc" ? x - y : y - x;
  }
  return 0;
}

function compare(a: Scored, b: Scored): number {
  for (const criterion of ALGOLIA_SETTINGS.ranking) {
    let diff = 0;
    if (criterion === "typo") diff = a.typo - b.typo;
    else if (criterion === "words") diff = b.words - a.words;
    else if (criterion === "proximity") diff = a.proximity - b.proximity;
    else if (criterion === "attribute") diff = a.attribute - b.attribute;
    else if (criterion === "exact") diff = b.exact - a.exact;
    else if (criterion === "custom") diff = customCompare(a.record, b.record);
    if (diff !== 0) return diff;
  }
  return Number(a.record.objectID) - Number(b.record.objectID);
}

export interface FakeQuery {
  query?: string;
  /** Words of the query that a record may miss (a string is split into words). */
  optionalWords?: string | string[];
  hitsPerPage?: number;
  page?: number;
  /** Overrides the settings' `distinct` for this query: 1 (or true) one record per page, N up to N, together. */
  distinct?: boolean | number;
  facetFilters?: (string | string[])[];
  attributesToRetrieve?: string[];
}

export interface FakeIndex {
  search(request: FakeQuery): { hits: unknown[]; nbHits: number; page: number; nbPages: number; hitsPerPage: number };
  readonly size: number;
}

export function createFakeIndex(records: readonly FakeRecord[]): FakeIndex {
  const indexed = records.map(indexRecord);
  return {
    size: records.length,
    search(request) {
      const hitsPerPage = request.hitsPerPage ?? 20;
      const page = request.page ?? 0;
      const candidates = indexed.filter(({ record }) => passesFilters(record, request.facetFilters ?? []));
      let query = (request.query ?? "").toLowerCase().split(SEPARATORS).filter(Boolean);
      if (ALGOLIA_SETTINGS.removeStopWords) {
        const kept = query.filter((word) => !STOP_WORDS.has(word));
        if (kept.length > 0) query = kept;
      }
      const optionalWords = new Set(
        (Array.isArray(request.optionalWords) ? request.optionalWords.join(" ") : (request.optionalWords ?? ""))
          .toLowerCase()
          .split(SEPARATORS)
          .filter(Boolean),
      );
      const run = (optional: (word: string) => boolean) =>
        candidates.map((item) => score(item, query, optional)).filter((s): s is Scored => s !== undefined);
      let scored = query.length === 0 ? [] : run((word) => optionalWords.has(word));
      if (scored.length === 0 && query.length > 1 && ALGOLIA_SETTINGS.removeWordsIfNoResults === "allOptional") {
        scored = run(() => true);
      }
      scored.sort(compare);
      // Distinct: records grouped by the distinct attribute, the groups in the order of their
      // best record, each keeping its best `distinct` records; pages and nbHits count groups.
      const distinct = Number(request.distinct ?? ALGOLIA_SETTINGS.distinct);
      const groups: Scored[][] = [];
      if (distinct > 0) {
        const byKey = new Map<unknown, Scored[]>();
        for (const item of scored) {
          const key = valueAt(item.record, ALGOLIA_SETTINGS.attributeForDistinct);
          let group = byKey.get(key);
          if (!group) {
            group = [];
            byKey.set(key, group);
            groups.push(group);
          }
          if (group.length < distinct) group.push(item);
        }
      } else {
        groups.push(...scored.map((item) => [item]));
      }
      const slice = groups.slice(page * hitsPerPage, (page + 1) * hitsPerPage).flat();
      return {
        hits: slice.map((s) => toResponseHit(s, request.attributesToRetrieve)),
        nbHits: groups.length,
        page,
        nbPages: Math.ceil(groups.length / hitsPerPage),
        hitsPerPage,
      };
    },
  };
}

function passesFilters(record: FakeRecord, filters: readonly (string | string[])[]): boolean {
  return filters.every((filter) =>
    (Array.isArray(filter) ? filter : [filter]).some((one) => {
      const [attribute, value] = one.split(":");
      return String(valueAt(record, attribute ?? "")) === value;
    }),
  );
}

const PRE = ALGOLIA_SETTINGS.highlightPreTag;
const POST = ALGOLIA_SETTINGS.highlightPostTag;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/** The value with every matched word marked, HTML-escaped as Algolia returns it. */
function highlight(value: string, matched: ReadonlySet<string>): string {
  return value
    .split(/([\p{L}\p{N}]+)/u)
    .map((part) => (matched.has(part.toLowerCase()) ? `${PRE}${escapeHtml(part)}${POST}` : escapeHtml(part)))
    .join("");
}

function snippet(value: string, matched: ReadonlySet<string>, words = 24): string {
  const parts = value.split(/\s+/);
  const first = parts.findIndex((part) => part.split(/[^\p{L}\p{N}]+/u).some((w) => matched.has(w.toLowerCase())));
  const start = Math.max(0, first - Math.floor(words / 3));
  const cut = parts.slice(start, start + words).join(" ");
  return `${start > 0 ? "… " : ""}${highlight(cut, matched)}${start + words < parts.length ? " …" : ""}`;
}

function toResponseHit({ record, matched }: Scored, attributesToRetrieve?: string[]) {
  if (attributesToRetrieve && attributesToRetrieve.length === 0) return { objectID: record.objectID };
  const hierarchy = Object.fromEntries(
    Object.entries(record.hierarchy).map(([level, value]) => [level, { value: highlight(value ?? "", matched) }]),
  );
  return {
    objectID: record.objectID,
    url: record.url,
    type: record.type,
    content: record.content,
    hierarchy: record.hierarchy,
    docusaurus_tag: record.docusaurus_tag,
    _highlightResult: { hierarchy },
    ...(record.content ? { _snippetResult: { content: { value: snippet(record.content, matched) } } } : {}),
  };
}
