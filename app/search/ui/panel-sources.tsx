import type { AutocompleteSource } from "@algolia/autocomplete-js";
import { isPlainLeftClick } from "../../common/plain-click";
import { resultGroupLabel } from "../engine/documents";
import { pageLines, type HitGroup, type SearchHit } from "../engine/engine";
import { segmentsText } from "../engine/highlight-runs";
import type { SavedSearchStore } from "../engine/saved-searches";
import {
  AskAiItem,
  GroupHeader,
  HitItem,
  SavedItem,
  SectionHeader,
  type LinkHandler,
  type PanelItem,
} from "./panel-views";

/** What the panel's sources do when an item is chosen; read at call time, so always current. */
export interface SourceActions {
  store(): SavedSearchStore;
  navigate(url: string): void;
  askAi(question: string): void;
  /** Re-runs the sources (after a saved search was starred or removed). */
  refresh(): void;
}

/**
 * Enter is routed by autocomplete to its navigator; a click only selects, so
 * the click itself is followed here: a plain click navigates, a modified one
 * (or the middle button) opens a new tab.
 */
export function followClick(selectEvent: unknown, url: string, actions: SourceActions): void {
  // The React renderer hands over a synthetic event; its native event is the one to read.
  const event = (selectEvent as { nativeEvent?: unknown } | null)?.nativeEvent ?? selectEvent;
  if (!(event instanceof MouseEvent) || event.type !== "click") return;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.button === 1) {
    window.open(url, "_blank", "noopener");
  } else {
    actions.navigate(url);
  }
}

function rememberHit(hit: SearchHit, actions: SourceActions): void {
  actions.store().addRecent({
    url: hit.url,
    // As the result read (Element.setContent), not the bare name the index ranks by.
    title: segmentsText(hit.titleSegments),
    page: hit.page,
    kind: hit.kind,
    ...(hit.parent ? { parent: hit.parent } : {}),
  });
}

/**
 * One source per group (Guides, API reference), in the order the engine gives
 * them, each headed by its name and how many hits it has in all: a topic's
 * guides stay in view even when the API has hundreds of matches.
 */
export function hitSources(groups: readonly HitGroup[], actions: SourceActions): AutocompleteSource<PanelItem>[] {
  // Lines are numbered across groups, top to bottom, for DetailedLines.
  let line = 0;
  return groups.map(({ group, hits, total }) => {
    // A page's best line, then its other sections under it (the engine groups by page).
    const items = hits.flatMap((hit): PanelItem[] => {
      const { main, under } = pageLines(hit);
      return [
        { type: "hit", hit: main, line: line++ },
        ...under.map((section): PanelItem => ({ type: "hit", hit: section, nested: true, line: line++ })),
      ];
    });
    return {
      sourceId: `group:${group}`,
      getItems: () => items,
      getItemUrl: ({ item }) => (item.type === "hit" ? item.hit.url : undefined),
      getItemInputValue: ({ state }) => state.query,
      onSelect: ({ item, event }) => {
        if (item.type !== "hit") return;
        rememberHit(item.hit, actions);
        followClick(event, item.hit.url, actions);
      },
      templates: {
        header: () => <GroupHeader label={resultGroupLabel(group)} total={total} />,
        item: ({ item }) =>
          item.type === "hit" ? <HitItem hit={item.hit} nested={item.nested === true} line={item.line} /> : "",
      },
    };
  });
}

/** The last entry under the hits: ask the question to Ask AI instead. */
export function askAiSource(question: string, actions: SourceActions): AutocompleteSource<PanelItem> {
  return {
    sourceId: "ask-ai",
    getItems: () => [{ type: "ask-ai", question }],
    getItemInputValue: ({ state }) => state.query,
    onSelect: () => actions.askAi(question),
    templates: {
      header: () => <SectionHeader>Ask AI</SectionHeader>,
      item: () => <AskAiItem question={question} />,
    },
  };
}

/** Recent searches or favorites, shown while the query is empty. */
export function savedSource(list: "recents" | "favorites", actions: SourceActions): AutocompleteSource<PanelItem> {
  return {
    sourceId: list,
    getItems: () => {
      const saved = actions.store().read()[list];
      return saved.map((entry) => ({ type: "saved", list, saved: entry }) as const);
    },
    getItemUrl: ({ item }) => (item.type === "saved" ? item.saved.url : undefined),
    getItemInputValue: ({ state }) => state.query,
    onSelect: ({ item, event }) => {
      if (item.type !== "saved") return;
      if (list === "recents") actions.store().addRecent(item.saved);
      followClick(event, item.saved.url, actions);
    },
    templates: {
      header: () => <SectionHeader>{list === "recents" ? "Recent" : "Favorites"}</SectionHeader>,
      item: ({ item }) =>
        item.type === "saved" ? (
          <SavedItem
            item={item}
            onFavorite={(saved) => {
              actions.store().favorite(saved);
              actions.refresh();
            }}
            onRemove={(from, saved) => {
              actions.store().remove(from, saved.url);
              actions.refresh();
            }}
          />
        ) : (
          ""
        ),
    },
  };
}

/** A plain left click on an in-panel link navigates in the app; others keep the browser's meaning. */
export function linkHandler(actions: SourceActions): LinkHandler {
  return (event, url) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    actions.navigate(url);
  };
}
