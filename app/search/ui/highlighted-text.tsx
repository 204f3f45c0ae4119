import type { Segment } from "../engine/highlight-runs";

/**
 * Match runs in <mark>, the runs between them as bare text nodes (no element
 * each: a keystroke's results are a few hundred nodes fewer to create). Every
 * run is text, so no result can inject markup.
 */
export function HighlightedText({ segments }: { segments: readonly Segment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.match ? (
          // Styled here, not in search.css: the /search page shows marks without the modal's stylesheet.
          <mark key={i} className="search-mark bg-transparent text-accent-strong underline underline-offset-2">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
