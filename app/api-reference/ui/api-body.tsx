/**
 * An API page's body and table of contents in the browser: HTML rendered at
 * build time (app/api-reference/ui/render-api-html.server.tsx), never hydrated. The body's
 * links navigate client-side and prefetch like `PrefetchLink`, and copy-link
 * buttons copy, all through listeners on the body's element; the TOC's links
 * are same-page anchors, which the browser handles. A widget's gallery ▶ Run
 * at the top loads its terminal on the first press. A fragment that points
 * into a folded group (inherited or internal members) opens it.
 */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useDocumentHtml } from "../../common/use-document-html";
import { useStaticBodyEvents } from "../../docs-page/static-body-events";
import { copyLinkOnClick } from "./copy-link";
import { revealFragment } from "./reveal-fragment";
import { useDeferredLayout } from "../../docs-page/deferred-layout";

export function ApiBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const documentHtml = useDocumentHtml("body", html);
  const { props, prefetchLinks } = useStaticBodyEvents(ref, html, copyLinkOnClick);
  const { hash } = useLocation();
  useDeferredLayout();
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
