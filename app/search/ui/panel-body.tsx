import type { ReactNode } from "react";
import { EmptyHistory, NoResults, SearchFailure, Searching, type LinkHandler } from "./panel-views";
import { searchPageHref } from "./search-href";

/** What getSources tells the panel about the last search (autocomplete's `context`). */
export interface PanelContext {
  status?: "ok" | "error";
  total?: number;
  /** The query these figures answer: the panel is drawn again before a slow search ends. */
  query?: string;
  [key: string]: unknown;
}

/**
 * The panel around autocomplete's lists: the failure or no-results message
 * above them, the empty-history hint, and the link to every result on /search.
 */
export function PanelBody({
  children,
  query,
  context,
  anyItems,
  version,
  onLink,
}: {
  children: ReactNode;
  query: string;
  context: PanelContext;
  anyItems: boolean;
  /** The docs version the results are scoped to; /search keeps it. */
  version: string;
  onLink: LinkHandler;
}) {
  // A search slower than autocomplete's stall delay (the index loading on a slow connection)
  // draws the panel with the last answer, which is another query's: never "no results" from it.
  const answered = context.query === query;
  const count = answered ? (context.total ?? 0) : 0;
  return (
    <div className="search-panel-body">
      {!query ? null : !answered ? (
        <Searching />
      ) : context.status === "error" ? (
        <SearchFailure />
      ) : count === 0 && context.status === "ok" ? (
        <NoResults query={query} />
      ) : null}
      {/* The lists of the last answer are another query's: not shown under "Searching…". */}
      {answered || !query ? children : null}
      {!query && !anyItems ? <EmptyHistory /> : null}
      {query && count > 0 ? (
        <a
          className="search-see-all"
          href={searchPageHref(query, 1, version)}
          onClick={(event) => onLink(event, searchPageHref(query, 1, version))}
        >
          See all {count} results
        </a>
      ) : null}
    </div>
  );
}
