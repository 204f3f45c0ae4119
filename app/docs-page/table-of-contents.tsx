import type { ReactNode } from "react";
import type { TocEntry } from "../../contracts/toc";
import { BACK_TO_TOP_ATTR, TOC_ATTR, TOC_CURRENT_ATTR, TOC_LINK_CLASS, TOC_SCROLL_ATTR } from "./toc/attributes";

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

/** The sticky column beside the body, from the desktop width (997 px) up. */
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
 * Below the desktop width (996 px and less), where the column is hidden: a
 * slim bar that sticks under the navbar (or at the window's top while the
 * navbar hides) and shows the section being read; it opens the page's contents over the page. A native
 * disclosure, so it opens and jumps with no script; the current section,
 * closing after a jump, on Escape and on a click elsewhere, and the
 * back-to-top button load after paint (app/docs-page/toc/install.ts).
 */
export function MobileToc({ children }: { children: ReactNode }) {
  return (
    <>
      <details className="mobile-toc" {...{ [TOC_ATTR]: "mobile" }}>
        <summary>
          <span className="mobile-toc-label">On this page</span>
          <span className="mobile-toc-current" {...{ [TOC_CURRENT_ATTR]: "" }} />
        </summary>
        <nav aria-label="On this page">{children}</nav>
      </details>
      <button type="button" className="back-to-top" hidden {...{ [BACK_TO_TOP_ATTR]: "" }}>
        <span aria-hidden="true">↑</span> Back to top
      </button>
    </>
  );
}
