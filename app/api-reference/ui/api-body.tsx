/**
 * An API page's body and table of contents in the browser: HTML rendered at
 * build time (app/api-reference/ui/render-api-html.server.tsx), never hydrated. The body's
 * links navigate client-side and prefetch like `PrefetchLink`, and copy-link
 * buttons copy, all through listeners on the body's element; the TOC's links
 * are same-page anchors, which the browser handles. A widget's gallery ▶ Run
 * at the top loads its terminal on the first press. A fragment that points
 * into a folded group (inherited or internal members) opens it.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { useDocumentHtml } from "../../common/use-document-html";
import { useStaticBodyEvents } from "../../docs-page/static-body-events";
import { copyLinkOnClick } from "./copy-link";
import { revealFragment } from "./reveal-fragment";
import { deferLaterSections, layOutEverything } from "./defer-sections";

export function ApiBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const documentHtml = useDocumentHtml("body", html);
  const { props, prefetchLinks } = useStaticBodyEvents(ref, html, copyLinkOnClick);
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  // Runs before ScrollRestoration's layout effect (rendered after the page),
  // so that a jump to a fragment or a saved position reads the real layout.
  // The document's own load is left to the head script: during hydration
  // root.tsx has not marked the document yet.
  useLayoutEffect(() => {
    if (document.documentElement.dataset["hydrated"] !== "true") return;
    if (hash || navigationType === "POP") layOutEverything();
    else deferLaterSections();
  }, [hash, key, navigationType]);
  useEffect(() => {
    const reveal = () => {
      if (ref.current) revealFragment(ref.current, window.location.hash);
    };
    reveal();
    window.addEventListener("hashchange", reveal);
    return () => window.removeEventListener("hashchange", reveal);
  }, [hash, html]);
  return (
    <>
      <div ref={ref} {...documentHtml} {...props} />
      {prefetchLinks}
    </>
  );
}

export function ApiToc({ html }: { html: string }) {
  return <div {...useDocumentHtml("toc", html)} />;
}
