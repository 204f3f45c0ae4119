import { autocomplete, type AutocompleteApi } from "@algolia/autocomplete-js";
import { createElement, Fragment, type ReactNode } from "react";
import { activeEngine } from "../engine/active-engine";
import { PanelBody, type PanelContext } from "./panel-body";
import { askAiSource, hitSources, linkHandler, savedSource, type SourceActions } from "./panel-sources";
import { DetailedLines, type PanelItem } from "./panel-views";
import type { RootRenderer } from "./react-roots";
import { searchPageHref } from "./search-href";

/**
 * Pages shown in the modal per group (Guides, API reference), each with up to
 * three sections under it: four pages are up to sixteen lines, about what six
 * ungrouped hits took, and fewer lines to draw on each keystroke. The rest are
 * one click away on /search.
 */
const MODAL_GROUP_LIMIT = 4;

/**
 * Hit lines drawn in full for new results. The dialog shows four or five
 * lines with their snippets at 390 and at 1280 px, and up to nine short
 * ones; the lines below are drawn without their snippets until the reader
 * scrolls the list or moves the highlight near them. Laying out text seen for
 * the first time was most of a keystroke's frame on a phone (at 4× CPU
 * slowdown, up to 100 ms for a list of twenty lines), and the snippets are
 * most of that text.
 */
const FIRST_LINES = 10;

/** The highlight this close to the last full line fills in the rest first. */
const FILL_MARGIN = 3;

export interface KeywordAutocompleteOptions {
  form: HTMLElement;
  panel: HTMLElement;
  roots: RootRenderer;
  actions: SourceActions;
  initialQuery: string;
  onQueryChange(query: string): void;
  /** The docs version whose API results are shown (contextual search, behaviour §7), read at each search. */
  version(): string;
  /** The highlighted item changed (for the saved-search keys). */
  onHighlight(item: PanelItem | undefined): void;
}

/**
 * @algolia/autocomplete-js set up for the modal: it owns the combobox (input,
 * listbox, arrow keys, Enter and Ctrl/⌘+Enter) and renders its panel through
 * `roots` with React, so the templates are ordinary components. With an empty
 * query it lists favorites and recents; otherwise the engine's hits in two
 * groups, guides and API, then Ask AI.
 */
export function createKeywordAutocomplete(options: KeywordAutocompleteOptions): AutocompleteApi<PanelItem> {
  const { actions, roots } = options;
  const onLink = linkHandler(actions);

  // What the panel shows, kept to draw it again with every line in full.
  let shown: { children: unknown; query: string; context: unknown; anyItems: boolean; root: HTMLElement } | undefined;
  let shownCollections: unknown;
  let detailed = Number.POSITIVE_INFINITY;
  const draw = () => {
    if (!shown) return;
    const { children, query, context, anyItems, root } = shown;
    roots.render(
      <DetailedLines.Provider value={detailed}>
        <PanelBody
          query={query}
          context={context as PanelContext}
          anyItems={anyItems}
          version={options.version()}
          onLink={onLink}
        >
          {children as ReactNode}
        </PanelBody>
      </DetailedLines.Provider>,
      root,
    );
  };
  // The reader is about to see the lower lines: the list scrolls, or the window grows.
  const fill = () => {
    if (detailed === Number.POSITIVE_INFINITY) return;
    detailed = Number.POSITIVE_INFINITY;
    draw();
  };
  options.panel.addEventListener("scroll", fill, { passive: true });
  window.addEventListener("resize", fill);
  const renderPanel = (
    children: unknown,
    state: { query: string; context: unknown; collections: unknown },
    anyItems: boolean,
    root: HTMLElement,
  ) => {
    shown = { children, query: state.query, context: state.context, anyItems, root };
    // New results start with the lines in view. Drawn again for the same results (↑ ↓, a
    // star), the panel keeps the detail it has.
    if (state.collections !== shownCollections) {
      shownCollections = state.collections;
      detailed = FIRST_LINES;
    }
    draw();
  };

  const api = autocomplete<PanelItem>({
    container: options.form,
    panelContainer: options.panel,
    detachedMediaQuery: "none",
    openOnFocus: true,
    autoFocus: true,
    defaultActiveItemId: 0,
    placeholder: "Search the docs",
    initialState: { query: options.initialQuery },
    shouldPanelOpen: () => true,
    translations: { clearButtonTitle: "Clear the query", submitButtonTitle: "Search" },
    classNames: { panel: "search-panel", form: "search-form", input: "search-input" },
    renderer: {
      createElement,
      Fragment,
      render: (vnode, parent) => roots.render(vnode as ReactNode, parent),
    },
    navigator: {
      navigate: ({ itemUrl }) => actions.navigate(itemUrl),
      navigateNewTab: ({ itemUrl }) => window.open(itemUrl, "_blank", "noopener"),
      navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, "_blank", "noopener,noreferrer"),
    },
    onSubmit: ({ state }) => {
      if (state.query.trim()) actions.navigate(searchPageHref(state.query, 1, options.version()));
    },
    onStateChange: ({ state, prevState }) => {
      if (state.query !== prevState.query) options.onQueryChange(state.query);
      // Drawn in full by the render this change schedules, which scrolls the highlight into view.
      if (state.activeItemId !== null && state.activeItemId >= detailed - FILL_MARGIN) {
        detailed = Number.POSITIVE_INFINITY;
      }
      options.onHighlight(itemAt(state.collections, state.activeItemId));
    },
    async getSources({ query, setContext }) {
      if (!query.trim()) {
        setContext({ status: "ok", total: 0, query });
        return [savedSource("favorites", actions), savedSource("recents", actions)];
      }
      try {
        const results = await activeEngine.searchGroups(query, {
          perGroup: MODAL_GROUP_LIMIT,
          version: options.version(),
        });
        setContext({ status: "ok", total: results.total, query });
        return [...hitSources(results.groups, actions), askAiSource(query, actions)];
      } catch (error) {
        // Shown in the panel; re-thrown it would also become an unhandled rejection.
        console.warn("Search failed:", error);
        setContext({ status: "error", total: 0, query });
        return [askAiSource(query, actions)];
      }
    },
    // While a keystroke's results are on their way the panel keeps what it shows: drawing the
    // previous results again under the new query would change nothing a reader sees, and on a
    // phone it held the main thread just when those results arrived.
    render: ({ children, state }, root) => {
      if (state.status !== "loading") renderPanel(children, state, true, root);
    },
    renderNoResults: ({ children, state }, root) => {
      if (state.status !== "loading") renderPanel(children, state, false, root);
    },
  });
  return {
    ...api,
    destroy: () => {
      options.panel.removeEventListener("scroll", fill);
      window.removeEventListener("resize", fill);
      shown = undefined;
      api.destroy();
    },
  };
}

/** The highlighted item: autocomplete numbers items across all sources, in order. */
function itemAt(collections: readonly { items: PanelItem[] }[], activeItemId: number | null): PanelItem | undefined {
  if (activeItemId === null) return undefined;
  let index = activeItemId;
  for (const collection of collections) {
    if (index < collection.items.length) return collection.items[index];
    index -= collection.items.length;
  }
  return undefined;
}
