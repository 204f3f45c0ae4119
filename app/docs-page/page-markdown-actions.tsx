import { markdownPath } from "../../contracts/markdown-path";
import { COPY_MARKDOWN_ATTR, COPY_MARKDOWN_STATUS_ATTR } from "./copy-markdown-attributes";

/**
 * "Copy page" and "View as Markdown" under a page's title. The link works
 * with no script; the button is wired by a delegated listener that loads
 * with the navigation enhancements (app/docs-page/copy-markdown.ts), so it costs
 * the first load nothing.
 */
export function PageMarkdownActions({ path }: { path: string }) {
  const href = markdownPath(path);
  return (
    <div className="page-actions">
      <button type="button" {...{ [COPY_MARKDOWN_ATTR]: href }}>
        Copy page
      </button>
      <a href={href}>View as Markdown</a>
      <span role="status" {...{ [COPY_MARKDOWN_STATUS_ATTR]: "" }} />
    </div>
  );
}
