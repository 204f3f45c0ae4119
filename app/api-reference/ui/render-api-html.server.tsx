/**
 * An API page's body and table of contents as static HTML, rendered once at
 * build time. Neither needs hydration: the body's links, copy-link buttons and
 * prefetching are handled by event delegation on the client
 * (app/api-reference/ui/api-body.tsx), so the browser never downloads or runs
 * the API components. It lives with the routes (a `.server` module, never in
 * the client bundle) because it is the catch-all loader's step that turns
 * the API model into UI: app/.server holds no UI (docs/architecture.md).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { ApiPageBody } from "./api-page-body";
import { apiToc } from "./api-toc";
import { TocList } from "../../docs-page/table-of-contents";
import type { ApiPageData } from "../../../contracts/api-model";

/** `lead`: HTML shown at the top of the body (a widget's gallery picture and ▶ Run). */
export function renderApiBody(page: ApiPageData, lead?: string): string {
  return renderToStaticMarkup(<ApiPageBody page={page} lead={lead} />);
}

export function renderApiPageHtml(page: ApiPageData, lead?: string): { body: string; toc: string } {
  const toc = apiToc(page);
  return { body: renderApiBody(page, lead), toc: toc.length ? renderToStaticMarkup(<TocList toc={toc} />) : "" };
}
