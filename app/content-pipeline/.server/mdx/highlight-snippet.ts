import type { ShikiTransformer } from "shiki";
import { CODE_THEME, getHighlighter, resolveLanguage, TOKENIZE_OPTIONS } from "./highlighter";

/**
 * Highlights a snippet outside MDX (API `@example` blocks, the landing page's
 * program) with the same highlighter and theme as the guides, returning the
 * `<pre>` HTML; `transformers` as a guide's blocks get them (the names of a sample).
 */
export async function highlightCode(
  code: string,
  lang: string,
  transformers: ShikiTransformer[] = [],
): Promise<string> {
  const highlighter = await getHighlighter();
  return highlighter.codeToHtml(code.replace(/\n$/, ""), {
    lang: resolveLanguage(lang),
    theme: CODE_THEME,
    ...TOKENIZE_OPTIONS,
    transformers,
  });
}
