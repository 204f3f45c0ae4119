/**
 * A light English stemmer for ranking: it folds the forms a topic word takes
 * in headings ("Scrolling", "Dialogs", "Styles", "focused") onto the word a
 * reader types ("scroll", "dialog", "style", "focus"). Plurals, -ing, -ed
 * and -ation only: enough for topic words, and predictable enough to reason about in a
 * ranking test. Input is one lower-case word.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.endsWith("sses")) return w.slice(0, -2);
  if (w.length > 4 && /(x|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  // "installation" → "install", "documentation" → "document".
  if (w.length - 5 >= 5 && w.endsWith("ation")) return w.slice(0, -5);
  // "styles" and "styled" both end on "style".
  for (const suffix of ["ing", "ed"]) {
    if (w.length - suffix.length >= 4 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      // "debugging" → "debug", but "scrolling" keeps its double l.
      if (/([b-df-hj-km-np-rtvw])\1$/.test(w)) w = w.slice(0, -1);
      return w;
    }
  }
  return w;
}
