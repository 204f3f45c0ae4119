import type { ReactElement, ReactNode } from "react";
import type { Crumb, PageLink } from "~/contracts/navigation";
import type { TocEntry } from "~/contracts/toc";
import { Breadcrumbs } from "./breadcrumbs";
import { PageMarkdownActions } from "./page-markdown-actions";
import { PrevNext } from "./prev-next";
import { TableOfContents } from "./table-of-contents";

export interface DocPageProps {
  title: ReactNode;
  description?: string;
  /** The "On this page" entries, or the column's content when it is prerendered HTML (API pages). */
  toc: TocEntry[] | ReactElement;
  hideToc?: boolean;
  breadcrumbs: Crumb[];
  prev?: PageLink;
  next?: PageLink;
  /** The page's URL; gives it "Copy page" and "View as Markdown". */
  path?: string;
  children: ReactNode;
}

/** The frame of every docs and API page: breadcrumbs, h1, body, pager and TOC. */
export function DocPage({ title, toc, hideToc, breadcrumbs, prev, next, path, children }: DocPageProps) {
  const showToc = !hideToc && (!Array.isArray(toc) || toc.length > 0);
  return (
    <div className="flex gap-10">
      <article className="min-w-0 flex-1">
        <Breadcrumbs crumbs={breadcrumbs} />
        <h1 className="mb-6 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {path ? <PageMarkdownActions path={path} /> : null}
        <div className="mdx-content">{children}</div>
        <PrevNext prev={prev} next={next} />
      </article>
      {showToc ? (
        <div className="sticky top-20 hidden max-h-[calc(100vh-6rem)] w-56 shrink-0 self-start overflow-y-auto xl:block">
          {Array.isArray(toc) ? <TableOfContents toc={toc} /> : toc}
        </div>
      ) : null}
    </div>
  );
}
