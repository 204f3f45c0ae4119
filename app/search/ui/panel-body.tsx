import type { ReactNode } from "react";
import { EmptyHistory, NoResults, SearchFailure, type LinkHandler } from "./panel-views";
import { searchPageHref } from "./search-href";

/** What getSources tells the panel about the last search (autocomplete's `context`). */
export interface PanelContext {
  status?: "ok" | "error";
  total?: number;
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
  const count = context.total ?? 0;
  return (
    <div className="search-panel-body">
      {!query ? null : context.status === "error" ? (
        <SearchFailure />
      ) : count === 0 && context.status === "ok" ? (
        <NoResults query={query} />
      ) : null}
      {children}
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
