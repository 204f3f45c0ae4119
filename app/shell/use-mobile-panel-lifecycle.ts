import { useEffect } from "react";
import { panelEntryIsCurrent } from "./use-mobile-panel";

/**
 * Spec §9: desktop is wider than 996 px. The same edge is the `desktop:` /
 * `max-desktop:` Tailwind variant (app.css, 62.3125rem = 997 px).
 */
const DESKTOP_MIN_WIDTH = 997;
const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

/**
 * While the panel is open: the back button closes it (the entry pushed on
 * open is taken before React Router sees it, because to the router it would
 * be a navigation to the same URL that refetches data), and so does the
 * viewport becoming desktop (behaviour §4).
 */
export function useMobilePanelLifecycle(onPopClose: () => void, onClose: () => void): void {
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      if (panelEntryIsCurrent()) return;
      event.stopImmediatePropagation();
      onPopClose();
    };
    window.addEventListener("popstate", onPopState, { capture: true });
    return () => window.removeEventListener("popstate", onPopState, { capture: true });
  }, [onPopClose]);

  // Spec §4: the panel closes itself when the viewport becomes desktop.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) onClose();
    };
    query.addEventListener("change", onChange);
    onChange();
    return () => query.removeEventListener("change", onChange);
  }, [onClose]);
}
