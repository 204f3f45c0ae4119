import { useRef } from "react";
import { ARTICLE_REGION } from "../common/document-html";
import { useDocumentHtml } from "../common/use-document-html";
import { useDeferredLayout } from "./deferred-layout";
import { useIslands } from "./islands/use-islands";
import { useStaticBodyEvents } from "./static-body-events";

/**
 * A guide's body in the browser: the HTML its loader rendered at build time,
 * never hydrated and never evaluated as MDX here, so a long guide costs no
 * more after paint than a short one. Its islands (copy and ▶ Run, tabs, the
 * samples' types) are live React; its links navigate through the router.
 * Mount it once per page (a `key`).
 */
export function ArticleBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const documentHtml = useDocumentHtml(ARTICLE_REGION, html);
  useDeferredLayout();
  const { props, prefetchLinks } = useStaticBodyEvents(ref, html);
  const islands = useIslands(ref, documentHtml.dangerouslySetInnerHTML.__html);
  return (
    <>
      <div ref={ref} className="mdx-content" {...documentHtml} {...props} />
      {islands}
      {prefetchLinks}
    </>
  );
}
