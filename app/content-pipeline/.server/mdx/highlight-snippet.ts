import { CODE_THEME, getHighlighter, resolveLanguage, TOKENIZE_OPTIONS } from "./highlighter";

/**
 * Highlights a snippet outside MDX (API `@example` blocks) with the same
 * highlighter and theme as the guides, returning the `<pre>` HTML.
 */
export async function highlightCode(code: string, lang: string): Promise<string> {
  const highlighter = await getHighlighter();
  return highlighter.codeToHtml(code.replace(/\n$/, ""), {
    lang: resolveLanguage(lang),
    theme: CODE_THEME,
    ...TOKENIZE_OPTIONS,
  });
}
