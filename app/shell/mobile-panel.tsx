import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from "react";
import { createPortal } from "react-dom";
import { useNavigate, useRouteLoaderData } from "react-router";
import { SidebarRegion } from "../docs-page/sidebar-region";
import { DOCS_LAYOUT_ROUTE_ID, type DocsLayoutData } from "../../contracts/navigation";
import { focusables, trapTab } from "../common/focus-trap";
import { siteConfig } from "../site-config";
import { NavbarItems } from "./navbar-items";
import { useMobilePanelLifecycle } from "./use-mobile-panel-lifecycle";
import { isPlainLeftClick } from "../common/plain-click";

/**
 * The side panel the menu button opens below the desktop breakpoint (behaviour §2).
 * On docs pages it starts on the docs sidebar (the secondary menu) with a
 * button back to the navbar's own items. Focus stays inside while it is open;
 * Escape closes it and focus goes back to the menu button.
 */
export function MobilePanel({
  onClose,
  onNavigate,
  menuButton,
  degraded,
}: {
  onClose: () => void;
  onNavigate: () => void;
  menuButton: RefObject<HTMLButtonElement | null>;
  degraded: boolean;
}) {
  const docs = useRouteLoaderData<DocsLayoutData>(DOCS_LAYOUT_ROUTE_ID);
  // "" on the page the reader landed on (the markup is in the document): still a docs page.
  const sidebar = docs?.documentHtml.sidebar;
  const [view, setView] = useState<"secondary" | "primary">(sidebar !== undefined ? "secondary" : "primary");
  const panel = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useMobilePanelLifecycle(onNavigate, onClose);

  useEffect(() => {
    if (panel.current) focusables(panel.current)[0]?.focus();
    const button = menuButton.current;
    return () => button?.focus();
  }, [menuButton]);
  useEffect(() => {
    if (panel.current) focusables(panel.current)[0]?.focus();
  }, [view]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === "Tab" && panel.current) trapTab(event, panel.current);
  };

  // A followed link replaces the panel's history entry, so that back from the
  // new page leads to the previous page, not to a ghost "panel open" entry.
  const onClickCapture = (event: MouseEvent) => {
    const anchor = (event.target as Element).closest("a");
    if (!anchor || anchor.target || !isPlainLeftClick(event)) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    onNavigate();
    void navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true });
  };

  // In <body>, not inside the navbar: the sticky navbar is a stacking context of its own, and
  // any filter or transform it is given makes it the containing block of fixed descendants,
  // which would clip the panel to its height.
  return createPortal(
    <div className="desktop:hidden" onKeyDown={onKeyDown}>
      <div className="fixed inset-0 z-50 bg-black/60" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        id="mobile-panel"
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
        className="mobile-panel fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col border-r border-line bg-surface"
        onClickCapture={onClickCapture}
      >
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-line px-4">
          <span className="font-semibold text-ink">{siteConfig.navbar.title}</span>
          <button
            type="button"
            className="rounded px-2 py-1 text-muted hover:bg-raised hover:text-ink"
            aria-label="Close navigation menu"
            onClick={onClose}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-3 py-4">
          {sidebar !== undefined && view === "secondary" ? (
            <>
              <button type="button" className="sidebar-link mb-3 w-full text-left" onClick={() => setView("primary")}>
                ← Back to main menu
              </button>
              <SidebarRegion html={sidebar} />
            </>
          ) : (
            <>
              <ul className="space-y-1 text-sm">
                <NavbarItems items={siteConfig.navbar.items} variant="panel" degraded={degraded} />
              </ul>
              {sidebar !== undefined ? (
                <button
                  type="button"
                  className="sidebar-link mt-3 w-full text-left"
                  onClick={() => setView("secondary")}
                >
                  Docs menu →
                </button>
              ) : null}
            </>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
