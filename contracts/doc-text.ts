/**
 * Plain-text rules for doc comments that the API reference and the types in
 * code samples share, so that both shorten a comment the same way.
 */

/** The first sentence of a paragraph: up to the first `.`, `!` or `?` followed by a space or the end. */
export function firstSentenceOf(paragraph: string): string {
  const match = /^(.+?[.!?])(\s|$)/.exec(paragraph);
  return (match?.[1] ?? paragraph).trim();
}
