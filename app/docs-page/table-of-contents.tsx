import type { ReactNode } from "react";
import type { TocEntry } from "../../contracts/toc";
import { TOC_ATTR, TOC_LINK_CLASS, TOC_SCROLL_ATTR } from "./toc/attributes";

/**
 * The entries alone: API pages render this to HTML at build time
 * (app/api-reference/ui/render-api-html.server.tsx) and show it in both TOCs below.
 */
export function TocList({ toc }: { toc: TocEntry[] }) {
  if (!toc.length) return null;
  return (
    <ul className="toc-list">
      {toc.map((entry) => (
        <li key={entry.id} className={entry.depth === 3 ? "toc-depth-3" : undefined}>
          <a href={`#${entry.id}`} className={TOC_LINK_CLASS}>
            {entry.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The sticky column beside the body, from the `xl` width up. */
export function SideToc({ children }: { children: ReactNode }) {
  return (
    // Class names rather than utilities, here and below: app.css weighs nothing in the first-load JS budget.
    <div {...{ [TOC_SCROLL_ATTR]: "" }} className="side-toc">
      <nav aria-labelledby="toc-heading" {...{ [TOC_ATTR]: "side" }}>
        <p id="toc-heading">On this page</p>
        {children}
      </nav>
    </div>
  );
}

/**
 * Below `xl`, where the column is hidden: a native disclosure at the top of
 * the body, so it opens and jumps with no script. Closing it after a jump
 * and on Escape loads after paint (app/docs-page/toc/install.ts).
 */
export function MobileToc({ children }: { children: ReactNode }) {
  return (
    <details className="mobile-toc" {...{ [TOC_ATTR]: "mobile" }}>
      <summary>On this page</summary>
      <nav aria-label="On this page">{children}</nav>
    </details>
  );
}
