import type { Segment } from "~/lib/search/highlight";

/** Match runs in <mark>; every run is a text node, so no result can inject markup. */
export function HighlightedText({ segments }: { segments: readonly Segment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.match ? (
          <mark key={i} className="search-mark">
            {segment.text}
          </mark>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}
