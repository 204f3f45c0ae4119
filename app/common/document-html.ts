/**
 * HTML that a page renders verbatim (`dangerouslySetInnerHTML`) and that needs
 * no hydration: an API page's body and its table of contents. A loader returns
 * it under `DOCUMENT_HTML_FIELD`, one string per named region; the prerendered
 * document carries it once, as markup: app/shell/.server/handoff.ts blanks
 * those strings in the document's hydration data, and `useDocumentHtml` reads the
 * markup back from the DOM while hydrating. A client-side navigation gets the
 * HTML from the `.data` file as usual.
 */
export const DOCUMENT_HTML_FIELD = "documentHtml";

/** The region of a guide's body (app/docs-page/article-body.tsx). */
export const ARTICLE_REGION = "article";

/** Region name → HTML. */
export type DocumentHtml = Record<string, string>;

/** The attribute of the element that holds a region's markup; its value is the region's name. */
export const DOCUMENT_HTML_ATTR = "data-document-html";

/** Every non-empty region string under `DOCUMENT_HTML_FIELD` in the routes' loader data. */
export function documentHtmlValues(loaderData: Record<string, unknown>): Set<string> {
  const values = new Set<string>();
  for (const data of Object.values(loaderData)) {
    if (!data || typeof data !== "object") continue;
    const regions = (data as Record<string, unknown>)[DOCUMENT_HTML_FIELD];
    if (!regions || typeof regions !== "object") continue;
    for (const html of Object.values(regions)) if (typeof html === "string" && html !== "") values.add(html);
  }
  return values;
}
