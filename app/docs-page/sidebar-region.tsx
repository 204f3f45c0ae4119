import { lazy, Suspense, useLayoutEffect, useRef, type MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { useDocumentHtml } from "../common/use-document-html";
import { internalHref } from "../common/internal-href";
import { useAfterIdle } from "../common/idle/use-after-idle";
import { markCurrentPage, SIDEBAR_REGION, SIDEBAR_TOGGLE_ATTR } from "./sidebar-dom";

const SidebarPrefetch = lazy(() => import("./sidebar-prefetch"));

/**
 * The docs sidebar in the browser: its prerendered HTML, never hydrated
 * (app/docs-page/sidebar.tsx). One listener on the region opens and
 * closes categories and sends links through the router; the current page's
 * mark follows the location. Links prefetch like `PrefetchLink` once the page
 * is idle. The mobile panel shows a copy of the same markup.
 */
export function SidebarRegion({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const documentHtml = useDocumentHtml(SIDEBAR_REGION, html);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const idle = useAfterIdle();
  useLayoutEffect(() => {
    if (ref.current) markCurrentPage(ref.current, pathname);
  }, [pathname, html]);
  const onClick = (event: MouseEvent) => {
    const toggle = (event.target as Element).closest(`[${SIDEBAR_TOGGLE_ATTR}]`);
    if (toggle) return toggle.setAttribute("aria-expanded", String(toggle.ariaExpanded !== "true"));
    const href = internalHref(event);
    if (!href) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <>
      <div ref={ref} {...documentHtml} onClick={onClick} />
      {idle && (
        <Suspense>
          <SidebarPrefetch root={ref} />
        </Suspense>
      )}
    </>
  );
}
