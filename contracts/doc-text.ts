/**
 * Plain-text rules for doc comments that the API reference and the types in
 * code samples share, so that both shorten a comment the same way.
 */

/** The first sentence of a paragraph: up to the first `.`, `!` or `?` followed by a space or the end. */
export function firstSentenceOf(paragraph: string): string {
  const match = /^(.+?[.!?])(\s|$)/.exec(paragraph);
  return (match?.[1] ?? paragraph).trim();
}

/** A run of a sentence: plain text, or a `code` span (written between backticks). */
export interface TextRun {
  text: string;
  code: boolean;
}

/** A sentence of ours or of a doc comment split at its `code` spans, which the pages show in code font. */
export function codeSpans(sentence: string): TextRun[] {
  return sentence
    .split(/(`[^`]+`)/)
    .filter((part) => part !== "")
    .map((part) =>
      part.startsWith("`") && part.endsWith("`") && part.length > 1
        ? { text: part.slice(1, -1), code: true }
        : { text: part, code: false },
    );
}
