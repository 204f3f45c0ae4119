import { data } from "react-router";
import type { PageChrome } from "../../contracts/navigation";
import type { TocEntry } from "../../contracts/toc";
import { timed } from "../content-pipeline/.server/build-timings";
import { compiledMdx } from "../content-pipeline/.server/mdx/precompiled";
import { pageRouteData } from "./page-chrome.server";

/** Everything a guide's route renders, and nothing more. */
export interface GuidePageData {
  title: string;
  description: string;
  /** The page's own URL; /docs shows the main entry and points here as canonical. */
  path: string;
  /** The compiled MDX body. */
  code: string;
  toc: TocEntry[];
  hideToc: boolean;
  chrome: PageChrome;
}

export async function guidePageData(pathname: string): Promise<GuidePageData> {
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
    code: compiled.code,
    toc: compiled.toc,
    hideToc: page.hideTableOfContents ?? false,
    chrome,
  };
}
