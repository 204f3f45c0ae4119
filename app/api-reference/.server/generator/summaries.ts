/**
 * The one-line summary of a page as a reader sees it in listings and under
 * the title. A doc comment whose first sentence only repeats the name
 * ("Button", "Message / Error", Element's "Node") or is a stray source comment
 * ("OverlayImage Good example of … https://…") says nothing: the page uses
 * our sentence (content/api-summaries.ts) instead, or the generator's
 * fallback. The same rule is what the tests hold every summary to.
 */
import type { Block, DocComment, Inline } from "../../../../contracts/api-model";
import { API_SUMMARIES } from "../../../../content/api-summaries";
import { firstSentence } from "./comments";

const normalise = (text: string): string => text.toLowerCase().replace(/[^a-z0-9$]+/g, "");

/** Why a summary says nothing about `name`, or undefined when it is fine. */
export function summaryProblem(name: string, summary: string): string | undefined {
  const text = summary.trim();
  if (text === "") return undefined;
  const bare = normalise(text);
  const own = normalise(name);
  if (bare === own || bare === `${own}widget` || bare === `${own}class`) return "repeats the name";
  if (/^[A-Z][\w$]*(\s*\/\s*[A-Z][\w$]*)*\.?$/.test(text)) return "is only a name";
  if (text.toLowerCase().startsWith(name.toLowerCase()) && /https?:\/\//.test(text)) return "is a stray source comment";
  return undefined;
}

/** "Box - The fundamental building block…" → "The fundamental building block…". */
function withoutNamePrefix(name: string, text: string): string {
  const rest = text.slice(name.length);
  if (!text.startsWith(name) || !/^\s*[-–—:]\s+\S/.test(rest)) return text;
  const stripped = rest.replace(/^\s*[-–—:]\s+/, "");
  return stripped.charAt(0).toUpperCase() + stripped.slice(1);
}

export interface ReaderSummary {
  /** The listing line; "" when neither the library nor we have one. */
  summary: string;
  /** The doc comment to show, its empty summary replaced by ours. */
  doc: DocComment | undefined;
}

export function readerSummary(name: string, doc: DocComment | undefined): ReaderSummary {
  const first = firstSentence(doc?.summary ?? []);
  if (!summaryProblem(name, first)) return { summary: withoutNamePrefix(name, first), doc };
  const ours = API_SUMMARIES[name]?.summary ?? "";
  const summary: Block[] = ours ? [{ t: "p", c: inlineCode(ours) }] : [];
  if (!doc) return { summary: plain(ours), doc: ours ? { summary } : undefined };
  // The library's first paragraph is the bad line; anything after it stays.
  const [, ...rest] = doc.summary;
  return { summary: plain(ours), doc: { ...doc, summary: [...summary, ...rest] } };
}

/** `press()` in our sentences is code on the page and plain in listings. */
function inlineCode(text: string): Extract<Block, { t: "p" }>["c"] {
  return text.split(/(`[^`]+`)/).flatMap((part): Inline[] => {
    if (part === "") return [];
    return part.startsWith("`") ? [{ t: "code" as const, v: part.slice(1, -1) }] : [{ t: "text" as const, v: part }];
  });
}

function plain(text: string): string {
  return text.replace(/`/g, "");
}
