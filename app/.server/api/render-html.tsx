/**
 * An API page's body and table of contents as static HTML, rendered once at
 * build time. Neither needs hydration: the body's links, copy-link buttons and
 * prefetching are handled by event delegation on the client
 * (app/components/api/api-body.tsx), so the browser never downloads or runs
 * the API components.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { ApiPageBody } from "../../components/api/api-page-body.js";
import { apiToc } from "../../components/api/toc.js";
import { TableOfContents } from "../../components/docs/table-of-contents.js";
import type { ApiPageData } from "./model.js";

export function renderApiBody(page: ApiPageData): string {
  return renderToStaticMarkup(<ApiPageBody page={page} />);
}

export function renderApiPageHtml(page: ApiPageData): { body: string; toc: string } {
  const toc = apiToc(page);
  return { body: renderApiBody(page), toc: toc.length ? renderToStaticMarkup(<TableOfContents toc={toc} />) : "" };
}
