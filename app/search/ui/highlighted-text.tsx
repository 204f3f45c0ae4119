import type { Segment } from "../engine/highlight-runs";

/** Match runs in <mark>; every run is a text node, so no result can inject markup. */
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
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}
