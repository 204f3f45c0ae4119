import { useState } from "react";
import { DOCUMENT_HTML_ATTR } from "./document-html";

/**
 * Props for the element that shows the prerendered region `name`
 * (app/common/document-html.ts). While hydrating, the data holds "" instead of
 * the HTML, which is read back from the document: React then keeps the markup
 * as it is. After a client-side navigation the data holds the HTML itself.
 */
export function useDocumentHtml(name: string, html: string) {
  const [hydrated] = useState(() =>
    html === "" && typeof document !== "undefined"
      ? (document.querySelector(`[${DOCUMENT_HTML_ATTR}="${name}"]`)?.innerHTML ?? "")
      : "",
  );
  return {
    [DOCUMENT_HTML_ATTR]: name,
    dangerouslySetInnerHTML: { __html: html || hydrated },
    // React does not compare inner HTML in production; in development it would
    // only warn about attribute quoting that the browser normalised.
    suppressHydrationWarning: true,
  };
}
