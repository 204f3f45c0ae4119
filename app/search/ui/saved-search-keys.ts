import type { SavedSearchStore } from "../engine/saved-searches";
import type { PanelItem } from "./panel-views";

/**
 * Keyboard equivalents of the star and remove buttons, for the highlighted
 * saved search: Delete removes it, Ctrl/⌘+S stars a recent one. Listens on
 * `form` in the capture phase (before autocomplete); returns the remover.
 */
export function listenForSavedSearchKeys(
  form: HTMLElement,
  highlighted: () => PanelItem | undefined,
  store: () => SavedSearchStore,
  refresh: () => void,
): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const item = highlighted();
    if (item?.type !== "saved") return;
    const { list, saved } = item;
    if (event.key === "Delete") {
      store().remove(list, saved.url);
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s" && list === "recents") {
      store().favorite(saved);
    } else {
      return;
    }
    event.preventDefault();
    refresh();
  };
  form.addEventListener("keydown", onKeyDown, true);
  return () => form.removeEventListener("keydown", onKeyDown, true);
}
