import { useCallback, useState } from "react";

/** Marks the history entry pushed when the panel opens. */
const PANEL_STATE_KEY = "__docsMobilePanel";

export function panelEntryIsCurrent(): boolean {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null && PANEL_STATE_KEY in state;
}

/**
 * Open/closed state of the mobile navigation panel (behaviour §4). The listeners
 * that close it (back button, desktop width) live with the panel, which is
 * loaded on first open: see use-mobile-panel-lifecycle.ts. Opening pushes
 * a history entry for the same URL, so the browser's back button closes the
 * panel and stays on the page. That entry's popstate is taken before React
 * Router sees it (a capturing listener runs first at the window), because to
 * the router it would be a navigation to the same URL that refetches data.
 */
export function useMobilePanel() {
  const [open, setOpen] = useState(false);

  const openPanel = useCallback(() => {
    window.history.pushState({ ...(window.history.state as object | null), [PANEL_STATE_KEY]: true }, "");
    setOpen(true);
  }, []);

  /** Closes by going back over the panel's entry; the popstate listener does the rest. */
  const closePanel = useCallback(() => {
    if (panelEntryIsCurrent()) window.history.back();
    else setOpen(false);
  }, []);

  /** For a link followed from the panel: its navigation replaces the panel's entry instead. */
  const dismissForNavigation = useCallback(() => setOpen(false), []);

  return { open, openPanel, closePanel, dismissForNavigation };
}
