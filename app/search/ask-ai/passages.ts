import type { SearchDocument } from "../engine/documents";

/** A doc section handed to Ask AI, numbered so answers can cite it as [n]. */
export interface Passage {
  n: number;
  title: string;
  page: string;
  url: string;
  text: string;
}

export const PASSAGE_COUNT = 4;
/** Long sections are cut: enough context to answer, small enough for any model's window. */
const PASSAGE_CHARS = 900;

export function toPassages(documents: readonly SearchDocument[]): Passage[] {
  return documents.map((doc, i) => ({
    n: i + 1,
    title: doc.parent && doc.kind !== "section" ? `${doc.parent}.${doc.title}` : doc.title,
    page: doc.page,
    url: doc.url,
    text: clipAtSentence(doc.text, PASSAGE_CHARS),
  }));
}

function clipAtSentence(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.lastIndexOf(". ", limit);
  return cut > limit / 2 ? text.slice(0, cut + 1) : `${text.slice(0, limit)}…`;
}

/**
 * Follow-ups such as "and in the browser?" carry few words of their own, so
 * retrieval also uses the previous question when the new one alone finds
 * little.
 */
export function retrievalQuery(question: string, previousQuestions: readonly string[]): string[] {
  const last = previousQuestions[previousQuestions.length - 1];
  return last ? [question, `${last} ${question}`] : [question];
}
