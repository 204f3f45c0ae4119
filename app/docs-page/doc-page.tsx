import type { ReactElement, ReactNode } from "react";
import type { PageChrome } from "../../contracts/navigation";
import type { TocEntry } from "../../contracts/toc";
import { Breadcrumbs } from "./breadcrumbs";
import { PageMarkdownActions } from "./page-markdown-actions";
import { PageSourceInfo } from "./page-source-info";
import { PrevNext } from "./prev-next";
import { MobileToc, SideToc, TocList } from "./table-of-contents";

export interface DocPageProps {
  title: ReactNode;
  description?: string;
  /** The "On this page" entries, or the list itself when it is prerendered HTML (API pages). */
  toc: TocEntry[] | ReactElement;
  hideToc?: boolean;
  /** Breadcrumbs, pager, edit link and date: one object per page (app/page-data/page-chrome.server.ts). */
  chrome: PageChrome;
  /** The page's URL; gives it "Copy page" and "View as Markdown". */
  path?: string;
  /** The body, in its `.mdx-content` element (a guide's ArticleBody is one itself). */
  children: ReactNode;
}

/** The frame of every docs and API page: breadcrumbs, h1, body, pager and TOC. */
export function DocPage({ title, toc, hideToc, chrome, path, children }: DocPageProps) {
  const showToc = !hideToc && (!Array.isArray(toc) || toc.length > 0);
  const list = Array.isArray(toc) ? <TocList toc={toc} /> : toc;
  return (
    <div className={showToc ? "doc-page doc-page-with-toc" : "doc-page"}>
      <article>
        <Breadcrumbs crumbs={chrome.breadcrumbs} />
        <h1 className="doc-title">{title}</h1>
        {path ? <PageMarkdownActions path={path} /> : null}
        {showToc ? <MobileToc>{list}</MobileToc> : null}
        {children}
        <PageSourceInfo editUrl={chrome.editUrl} lastUpdated={chrome.lastUpdated} />
        <PrevNext prev={chrome.prev} next={chrome.next} />
      </article>
      {showToc ? <SideToc>{list}</SideToc> : null}
    </div>
  );
}
