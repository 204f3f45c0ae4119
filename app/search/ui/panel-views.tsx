import { createContext, memo, useContext, type MouseEvent, type ReactNode } from "react";
import { kindLabel } from "../engine/documents";
import type { SearchHit } from "../engine/engine";
import type { SavedSearch } from "../engine/saved-searches";
import { HighlightedText } from "./highlighted-text";
import { hitTrail } from "./hit-trail";

/** The panel's items: a search hit, a recent or favorite, or the entry into Ask AI. */
export type PanelItem =
  /**
   * `nested`: a section or member shown under its page's hit. `line`: its
   * place among the panel's hit lines, counted across groups from 0.
   */
  | { type: "hit"; hit: SearchHit; nested?: true; line?: number }
  | { type: "saved"; list: "recents" | "favorites"; saved: SavedSearch }
  | { type: "ask-ai"; question: string };

/** Left clicks navigate inside the app; modified clicks keep the browser's behaviour (new tab, new window). */
export type LinkHandler = (event: MouseEvent<HTMLAnchorElement>, url: string) => void;

function KindIcon({ kind }: { kind: string }) {
  const letter = kind === "section" ? "#" : kind === "page" ? "¶" : kind.charAt(0).toUpperCase();
  return (
    <span aria-hidden="true" className="search-kind-icon">
      {letter}
    </span>
  );
}

/**
 * How many of the panel's hit lines are drawn in full, counted from the top.
 * The lines after them are drawn without their snippet until the reader is
 * about to see them (keyword-autocomplete.tsx), so a keystroke lays out
 * about what is in view; the default draws every line in full.
 */
export const DetailedLines = createContext(Number.POSITIVE_INFINITY);

/*
 * Memoised on the hit: a panel drawn again for a new highlighted option (↑ ↓,
 * the pointer) keeps the same hits, so only the options' own attributes change.
 *
 * Options hold no links or focusable buttons (an option's content is
 * presentational to assistive technology): choosing an option, by keyboard
 * or by click, is handled by the source's onSelect and the navigator.
 */
export const HitItem = memo(function HitItem({
  hit,
  nested,
  line = 0,
}: {
  hit: SearchHit;
  nested?: boolean;
  line?: number;
}) {
  const detailed = line < useContext(DetailedLines);
  return (
    <div className={nested ? "search-hit search-hit-nested" : "search-hit"}>
      <KindIcon kind={hit.kind} />
      <span className="search-hit-body">
        <span className="search-hit-title">
          <HighlightedText segments={hit.titleSegments} />
          {hit.kind !== "section" && hit.kind !== "page" ? (
            <span className="sr-only"> ({kindLabel(hit.kind)})</span>
          ) : null}
        </span>
        <span className="search-hit-trail">{hitTrail(hit)}</span>
        {detailed && hit.snippet.length > 0 ? (
          <span className="search-hit-snippet">
            <HighlightedText segments={hit.snippet} />
          </span>
        ) : null}
      </span>
      <span aria-hidden="true" className="search-hit-enter">
        ↵
      </span>
    </div>
  );
});

export function SavedItem({
  item,
  onFavorite,
  onRemove,
}: {
  item: Extract<PanelItem, { type: "saved" }>;
  onFavorite: (saved: SavedSearch) => void;
  onRemove: (list: "recents" | "favorites", saved: SavedSearch) => void;
}) {
  const { saved, list } = item;
  // The buttons sit inside the option: stop the click before it selects the option.
  const stop = (event: MouseEvent, action: () => void) => {
    event.preventDefault();
    event.stopPropagation();
    action();
  };
  return (
    <div className="search-saved">
      <div className="search-hit">
        <span aria-hidden="true" className="search-kind-icon">
          {list === "favorites" ? "★" : "↺"}
        </span>
        <span className="search-hit-body">
          <span className="search-hit-title">{saved.title}</span>
          <span className="search-hit-trail">{saved.parent ? `${saved.page} › ${saved.parent}` : saved.page}</span>
        </span>
      </div>
      {/* Mouse shortcuts; the keyboard has Ctrl/⌘+S and Delete on the highlighted entry. */}
      <span className="search-saved-actions" aria-hidden="true">
        {list === "recents" ? (
          <button
            type="button"
            tabIndex={-1}
            className="search-icon-button"
            title="Save this search"
            aria-label={`Save "${saved.title}" as a favorite`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => stop(event, () => onFavorite(saved))}
          >
            ☆
          </button>
        ) : null}
        <button
          type="button"
          tabIndex={-1}
          className="search-icon-button"
          title={list === "recents" ? "Remove this search from history" : "Remove this search from favorites"}
          aria-label={`Remove "${saved.title}" from ${list === "recents" ? "recent searches" : "favorites"}`}
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => stop(event, () => onRemove(list, saved))}
        >
          ✕
        </button>
      </span>
    </div>
  );
}

export function AskAiItem({ question }: { question: string }) {
  return (
    <span className="search-hit">
      <span aria-hidden="true" className="search-kind-icon">
        ✦
      </span>
      <span className="search-hit-body">
        <span className="search-hit-title">Ask AI: “{question}”</span>
        <span className="search-hit-trail">Get an answer from the docs, with links to the sections it uses</span>
      </span>
    </span>
  );
}

export function SectionHeader({ children }: { children: ReactNode }) {
  return <span className="search-source-header">{children}</span>;
}

/** A result group's header: its name and the number of its hits, of which the panel shows the first few. */
export function GroupHeader({ label, total }: { label: string; total: number }) {
  return (
    <span className="search-source-header search-group-header" data-testid="search-group">
      {label}{" "}
      <span className="search-group-count">
        {total}
        <span className="sr-only"> {total === 1 ? "result" : "results"}</span>
      </span>
    </span>
  );
}

/** While the first answer to a query is on its way (the index is still loading): not "no results". */
export function Searching() {
  return (
    <div className="search-message" role="status">
      <p className="search-message-hint">Searching…</p>
    </div>
  );
}

export function NoResults({ query }: { query: string }) {
  return (
    <div className="search-message" role="status">
      <p className="search-message-title">No results found for "{query}"</p>
      <p className="search-message-hint">Try fewer or different words, or ask the docs with Ask AI below.</p>
    </div>
  );
}

export function SearchFailure() {
  return (
    <div className="search-message" role="alert">
      <p className="search-message-title">Unable to fetch results</p>
      <p className="search-message-hint">You might want to check your network connection.</p>
    </div>
  );
}

export function EmptyHistory() {
  return (
    <div className="search-message">
      <p className="search-message-title">No recent searches</p>
      <p className="search-message-hint">Results you open are kept here; star one to keep it as a favorite.</p>
    </div>
  );
}
