import { useEffect, useLayoutEffect, useRef } from "react";
import type { SavedSearchStore } from "../engine/saved-searches";
import { createKeywordAutocomplete } from "./keyword-autocomplete";
import type { SourceActions } from "./panel-sources";
import type { PanelItem } from "./panel-views";
import { createRootRenderer } from "./react-roots";
import { listenForSavedSearchKeys } from "./saved-search-keys";

export interface KeywordSearchProps {
  store: SavedSearchStore;
  /** Client-side navigation to a result; the modal closes. */
  onNavigate: (url: string) => void;
  onAskAi: (question: string) => void;
  initialQuery: string;
  onQueryChange: (query: string) => void;
  /** The docs version whose API results are shown (contextual search, behaviour §7). */
  version: string;
}

/**
 * The keyword search of the modal: an autocomplete (keyword-autocomplete.tsx)
 * in two containers React leaves alone, plus the saved-search keys.
 */
export function KeywordSearch(props: KeywordSearchProps) {
  const formRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Callbacks change on every render; autocomplete is created once and reads them from here.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  // Another version asked for: the same query, searched again in that scope.
  const refreshRef = useRef<() => void>(undefined);
  useEffect(() => refreshRef.current?.(), [props.version]);

  useEffect(() => {
    const form = formRef.current;
    const panel = panelRef.current;
    if (!form || !panel) return;

    let highlighted: PanelItem | undefined;
    const roots = createRootRenderer();
    const actions: SourceActions = {
      store: () => latest.current.store,
      navigate: (url) => latest.current.onNavigate(url),
      askAi: (question) => latest.current.onAskAi(question),
      refresh: () => void api.refresh(),
    };
    const api = createKeywordAutocomplete({
      form,
      panel,
      roots,
      actions,
      initialQuery: latest.current.initialQuery,
      onQueryChange: (query) => latest.current.onQueryChange(query),
      version: () => latest.current.version,
      onHighlight: (item) => (highlighted = item),
    });
    const stopSavedKeys = listenForSavedSearchKeys(form, () => highlighted, actions.store, actions.refresh);

    // The panel is the modal's content: open it now rather than waiting for
    // the input's focus event, which does not fire when the document itself
    // lacks focus (a page just reloaded, a background tab).
    form.querySelector<HTMLInputElement>("input")?.focus();
    api.setIsOpen(true);
    void api.refresh();
    refreshRef.current = actions.refresh;

    return () => {
      refreshRef.current = undefined;
      stopSavedKeys();
      api.destroy();
      roots.unmountSoon();
    };
  }, []);

  return (
    <>
      <div ref={formRef} className="search-form-container" />
      <div ref={panelRef} className="search-panel-container" />
    </>
  );
}
