import { autocomplete, type AutocompleteApi, type AutocompleteSource } from "@algolia/autocomplete-js";
import { createElement, Fragment, useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { flushSync } from "react-dom";
import { activeEngine } from "~/lib/search/active-engine";
import { pagePathOf } from "~/lib/search/documents";
import type { SearchHit } from "~/lib/search/engine";
import type { SavedSearchStore } from "~/lib/search/saved-searches";
import {
  AskAiItem,
  EmptyHistory,
  HitItem,
  NoResults,
  SavedItem,
  SearchFailure,
  SectionHeader,
  type LinkHandler,
  type PanelItem,
} from "./panel-views";
import { searchPageHref } from "./search-href";
import { isPlainLeftClick } from "~/lib/events/plain-click";

/** Results shown in the modal; the rest are one click away on /search. */
const MODAL_HIT_LIMIT = 20;

interface PanelContext {
  status?: "ok" | "error";
  total?: number;
  [key: string]: unknown;
}

export interface KeywordSearchProps {
  store: SavedSearchStore;
  /** Client-side navigation to a result; the modal closes. */
  onNavigate: (url: string) => void;
  onAskAi: (question: string) => void;
  initialQuery: string;
  onQueryChange: (query: string) => void;
}

/**
 * The keyword search of the modal: @algolia/autocomplete-js owns the
 * combobox (input, listbox, arrow keys, Enter and Ctrl/⌘+Enter), rendering
 * its panel with React so the templates are ordinary components.
 */
export function KeywordSearch(props: KeywordSearchProps) {
  const formRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Callbacks change on every render; autocomplete is created once and reads them from here.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const form = formRef.current;
    const panel = panelRef.current;
    if (!form || !panel) return;
    let activeItem: PanelItem | undefined;
    const roots = new Map<Element | Document | ShadowRoot | DocumentFragment, Root>();

    const onLink: LinkHandler = (event, url) => {
      if (!isPlainLeftClick(event)) return;
      event.preventDefault();
      latest.current.onNavigate(url);
    };
    // Enter is routed by autocomplete to the navigator; a click only selects,
    // so the click itself is followed here, modifiers meaning a new tab.
    const followClick = (selectEvent: unknown, url: string) => {
      // The React renderer hands over a synthetic event; its native event is the one to read.
      const event = (selectEvent as { nativeEvent?: unknown } | null)?.nativeEvent ?? selectEvent;
      if (!(event instanceof MouseEvent) || event.type !== "click") return;
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button === 1) {
        window.open(url, "_blank", "noopener");
      } else {
        latest.current.onNavigate(url);
      }
    };
    const rememberHit = (hit: SearchHit) =>
      latest.current.store.addRecent({
        url: hit.url,
        title: hit.title,
        page: hit.page,
        kind: hit.kind,
        ...(hit.parent ? { parent: hit.parent } : {}),
      });

    const hitSources = (hits: SearchHit[]): AutocompleteSource<PanelItem>[] => {
      // Grouped by page, in the order of each page's best hit.
      const groups = new Map<string, SearchHit[]>();
      for (const hit of hits) {
        const key = pagePathOf(hit.url);
        groups.set(key, [...(groups.get(key) ?? []), hit]);
      }
      return [...groups.entries()].map(([path, group]) => ({
        sourceId: `page:${path}`,
        getItems: () => group.map((hit) => ({ type: "hit", hit }) as const),
        getItemUrl: ({ item }) => (item.type === "hit" ? item.hit.url : undefined),
        getItemInputValue: ({ state }) => state.query,
        onSelect: ({ item, event }) => {
          if (item.type !== "hit") return;
          rememberHit(item.hit);
          followClick(event, item.hit.url);
        },
        templates: {
          header: () => <SectionHeader>{group[0]?.page}</SectionHeader>,
          item: ({ item }) => (item.type === "hit" ? <HitItem hit={item.hit} /> : ""),
        },
      }));
    };

    const askAiSource = (question: string): AutocompleteSource<PanelItem> => ({
      sourceId: "ask-ai",
      getItems: () => [{ type: "ask-ai", question }],
      getItemInputValue: ({ state }) => state.query,
      onSelect: () => latest.current.onAskAi(question),
      templates: {
        header: () => <SectionHeader>Ask AI</SectionHeader>,
        item: () => <AskAiItem question={question} />,
      },
    });

    const savedSource = (list: "recents" | "favorites"): AutocompleteSource<PanelItem> => ({
      sourceId: list,
      getItems: () => latest.current.store.read()[list].map((saved) => ({ type: "saved", list, saved }) as const),
      getItemUrl: ({ item }) => (item.type === "saved" ? item.saved.url : undefined),
      getItemInputValue: ({ state }) => state.query,
      onSelect: ({ item, event }) => {
        if (item.type !== "saved") return;
        if (list === "recents") latest.current.store.addRecent(item.saved);
        followClick(event, item.saved.url);
      },
      templates: {
        header: () => <SectionHeader>{list === "recents" ? "Recent" : "Favorites"}</SectionHeader>,
        item: ({ item }) =>
          item.type === "saved" ? (
            <SavedItem
              item={item}
              onFavorite={(saved) => {
                latest.current.store.favorite(saved);
                void api.refresh();
              }}
              onRemove={(from, saved) => {
                latest.current.store.remove(from, saved.url);
                void api.refresh();
              }}
            />
          ) : (
            ""
          ),
      },
    });

    const renderPanel = (
      children: ReactNode,
      query: string,
      context: PanelContext,
      anyItems: boolean,
      root: HTMLElement,
    ) => {
      const count = context.total ?? 0;
      renderInto(
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
              href={searchPageHref(query)}
              onClick={(event) => onLink(event, searchPageHref(query))}
            >
              See all {count} results
            </a>
          ) : null}
        </div>,
        root,
      );
    };

    const renderInto = (node: ReactNode, parent: Element | Document | ShadowRoot | DocumentFragment) => {
      let root = roots.get(parent);
      if (!root) {
        root = createRoot(parent as Element);
        roots.set(parent, root);
      }
      const target = root;
      // Synchronously, so autocomplete finds the active option when it scrolls it into view.
      flushSync(() => target.render(node));
    };

    const api: AutocompleteApi<PanelItem> = autocomplete<PanelItem>({
      container: form,
      panelContainer: panel,
      detachedMediaQuery: "none",
      openOnFocus: true,
      autoFocus: true,
      defaultActiveItemId: 0,
      placeholder: "Search the docs",
      initialState: { query: latest.current.initialQuery },
      shouldPanelOpen: () => true,
      translations: { clearButtonTitle: "Clear the query", submitButtonTitle: "Search" },
      classNames: { panel: "search-panel", form: "search-form", input: "search-input" },
      renderer: {
        createElement,
        Fragment,
        render: (vnode, parent) => renderInto(vnode as ReactNode, parent),
      },
      navigator: {
        navigate: ({ itemUrl }) => latest.current.onNavigate(itemUrl),
        navigateNewTab: ({ itemUrl }) => window.open(itemUrl, "_blank", "noopener"),
        navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, "_blank", "noopener,noreferrer"),
      },
      onSubmit: ({ state }) => {
        if (state.query.trim()) latest.current.onNavigate(searchPageHref(state.query));
      },
      onStateChange: ({ state, prevState }) => {
        if (state.query !== prevState.query) latest.current.onQueryChange(state.query);
        activeItem = itemAt(state.collections, state.activeItemId);
      },
      async getSources({ query, setContext }) {
        if (!query.trim()) {
          setContext({ status: "ok", total: 0 });
          return [savedSource("favorites"), savedSource("recents")];
        }
        try {
          const page = await activeEngine.search(query, { limit: MODAL_HIT_LIMIT });
          setContext({ status: "ok", total: page.total });
          return [...hitSources(page.hits), askAiSource(query)];
        } catch (error) {
          // Shown in the panel; re-thrown it would also become an unhandled rejection.
          console.warn("Search failed:", error);
          setContext({ status: "error", total: 0 });
          return [askAiSource(query)];
        }
      },
      render: ({ children, state }, root) =>
        renderPanel(children as ReactNode, state.query, state.context as PanelContext, true, root),
      renderNoResults: ({ children, state }, root) =>
        renderPanel(children as ReactNode, state.query, state.context as PanelContext, false, root),
    });

    // Keyboard equivalents of the star and remove buttons, for the highlighted saved search.
    const onSavedKeys = (event: KeyboardEvent) => {
      if (activeItem?.type !== "saved") return;
      const { list, saved } = activeItem;
      if (event.key === "Delete") {
        latest.current.store.remove(list, saved.url);
      } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s" && list === "recents") {
        latest.current.store.favorite(saved);
      } else {
        return;
      }
      event.preventDefault();
      void api.refresh();
    };
    form.addEventListener("keydown", onSavedKeys, true);

    // The panel is the modal's content: open it now rather than waiting for
    // the input's focus event, which does not fire when the document itself
    // lacks focus (a page just reloaded, a background tab).
    form.querySelector<HTMLInputElement>("input")?.focus();
    api.setIsOpen(true);
    void api.refresh();

    return () => {
      form.removeEventListener("keydown", onSavedKeys, true);
      api.destroy();
      // Unmounting a root while React is rendering (this cleanup) warns; do it right after.
      const stale = [...roots.values()];
      setTimeout(() => stale.forEach((root) => root.unmount()), 0);
    };
  }, []);

  return (
    <>
      <div ref={formRef} className="search-form-container" />
      <div ref={panelRef} className="search-panel-container" />
    </>
  );
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
