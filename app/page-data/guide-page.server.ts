import { data } from "react-router";
import type { PageChrome } from "../../contracts/navigation";
import type { TocEntry } from "../../contracts/toc";
import { timed } from "../content-pipeline/.server/build-timings";
import { compiledMdx } from "../content-pipeline/.server/mdx/precompiled";
import { pageRouteData } from "./page-chrome.server";
import { ARTICLE_REGION, DOCUMENT_HTML_FIELD } from "../common/document-html";
import { renderArticleHtml } from "../docs-page/mdx/render-article-html.server";

/** Everything a guide's route renders, and nothing more. */
export interface GuidePageData {
  title: string;
  description: string;
  /** The page's own URL; /docs shows the main entry and points here as canonical. */
  path: string;
  /** The body, rendered at build time (app/docs-page/article-body.tsx shows it). */
  [DOCUMENT_HTML_FIELD]: { [ARTICLE_REGION]: string };
  toc: TocEntry[];
  hideToc: boolean;
  chrome: PageChrome;
}

/** `components` adds to the MDX components map for this page (the gallery's entries). */
export async function guidePageData(
  pathname: string,
  components: Record<string, unknown> = {},
): Promise<GuidePageData> {
  const route = pageRouteData(pathname);
  if (!route || route.page.source.kind !== "mdx") {
    throw data(`No docs page at ${pathname}`, { status: 404 });
  }
  const { page, chrome } = route;
  const file = route.page.source.file;
  const compiled = await timed("MDX compile (with its Shiki)", () => compiledMdx(file));
  return {
    title: page.title,
    description: page.description,
    path: page.path,
    [DOCUMENT_HTML_FIELD]: {
      [ARTICLE_REGION]: await timed("MDX render", () => renderArticleHtml(compiled.code, page.path, components)),
    },
    toc: compiled.toc,
    hideToc: page.hideTableOfContents ?? false,
    chrome,
  };
}
