/**
 * Highlighting as data, not HTML: a hit's text is split into runs that
 * matched the query and runs that did not, and the UI renders them as text
 * nodes. Nothing a document or a search service returns is ever parsed as
 * markup.
 */
export interface Segment {
  text: string;
  match: boolean;
}

export function plainSegments(text: string): Segment[] {
  return text ? [{ text, match: false }] : [];
}

/** The text the runs spell, marks dropped. */
export function segmentsText(segments: readonly Segment[]): string {
  return segments.map((segment) => segment.text).join("");
}

/** Marks every case-insensitive occurrence of the terms; longer terms win where they overlap. */
export function highlightTerms(text: string, terms: readonly string[]): Segment[] {
  const wanted = [...new Set(terms.map((t) => t.toLowerCase()).filter((t) => t.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  if (wanted.length === 0 || !text) return plainSegments(text);
  const lower = text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of wanted) {
    let from = 0;
    for (;;) {
      const at = lower.indexOf(term, from);
      if (at === -1) break;
      // Only at the start of a word or of a camelCase part: "content" marks
      // "setContent" but "age" does not mark the middle of "page".
      if (isWordStart(text, at)) marked.fill(true, at, at + term.length);
      from = at + 1;
    }
  }
  return runs(text, marked);
}

function isWordStart(text: string, at: number): boolean {
  if (at === 0) return true;
  const before = text.charAt(at - 1);
  const here = text.charAt(at);
  if (!/[\p{L}\p{N}]/u.test(before)) return true;
  return /\p{Ll}/u.test(before) && /\p{Lu}/u.test(here);
}

function runs(text: string, marked: readonly boolean[]): Segment[] {
  const out: Segment[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || marked[i] !== marked[start]) {
      out.push({ text: text.slice(start, i), match: marked[start] === true });
      start = i;
    }
  }
  return out;
}

/**
 * A window of `text` around its first match, cut at word boundaries, so a
 * long section shows the sentence that matched rather than its opening.
 */
export function snippetAround(text: string, terms: readonly string[], width = 160): string {
  if (text.length <= width) return text;
  const lower = text.toLowerCase();
  const hits = terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0);
  const first = hits.length ? Math.min(...hits) : 0;
  let start = Math.max(0, first - Math.floor(width / 3));
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space === -1 || space > first ? start : space + 1;
  }
  let end = Math.min(text.length, start + width);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > first) end = space;
  }
  return `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`;
}

/**
 * Algolia marks matches inside an HTML-escaped string ("&lt;b&gt; <mark>x</mark>").
 * Turned into segments with the entities decoded, so the escaped text is
 * shown as written and no tag from the service reaches the DOM.
 */
export function segmentsFromMarkedHtml(value: string, preTag = "<mark>", postTag = "</mark>"): Segment[] {
  const out: Segment[] = [];
  let rest = value;
  while (rest.length > 0) {
    const open = rest.indexOf(preTag);
    if (open === -1) {
      out.push({ text: decodeEntities(rest), match: false });
      break;
    }
    if (open > 0) out.push({ text: decodeEntities(rest.slice(0, open)), match: false });
    const close = rest.indexOf(postTag, open + preTag.length);
    const end = close === -1 ? rest.length : close;
    out.push({ text: decodeEntities(rest.slice(open + preTag.length, end)), match: true });
    rest = close === -1 ? "" : rest.slice(close + postTag.length);
  }
  return out.filter((segment) => segment.text.length > 0);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, name: string) => ENTITIES[name] ?? "");
}
