import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { mdxComponentFromCode } from "./evaluate-mdx.server";
import { mdxComponents } from "./mdx-components";

/** Ids the body's components take (a tab group's) start with this, so none can equal one of the shell's. */
const ARTICLE_ID_PREFIX = "article-";

/**
 * A guide's body as HTML, rendered once at build time (in `npm run dev`, on
 * each load): the page shows it as it is and brings only its islands to life
 * (article-body.tsx). `components` adds to the map for one page (the gallery's entries).
 */
export function renderArticleHtml(code: string, page: string, components: Record<string, unknown> = {}): string {
  const Content = mdxComponentFromCode(code, page);
  return renderToStaticMarkup(createElement(Content, { components: { ...mdxComponents, ...components } }), {
    identifierPrefix: ARTICLE_ID_PREFIX,
  });
}
