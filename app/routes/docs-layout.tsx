import { Outlet } from "react-router";
import { SidebarRegion } from "../components/docs/sidebar-region";
import { LazyRouteError } from "../components/errors/lazy-route-error";
import { loadDocsLayout } from "../.server/content/docs-layout";
import type { SkipTargetHandle } from "../components/shell/skip-target";
import type { DocsLayoutData } from "../contracts/navigation";
import { renderSidebarHtml } from "./render-sidebar-html.server";
import type { Route } from "./+types/docs-layout";

/** The page's own content, after the sidebar: where "Skip to main content" lands. */
const DOCS_CONTENT_ID = "docs-content";

export const handle: SkipTargetHandle = { skipTargetId: DOCS_CONTENT_ID };

export function loader({ request }: Route.LoaderArgs): DocsLayoutData {
  const { pathname } = new URL(request.url);
  return { documentHtml: { sidebar: renderSidebarHtml(loadDocsLayout().sidebar, pathname) } };
}

// The sidebar is the same on every page (SidebarRegion moves the current page's mark): don't refetch it.
export function shouldRevalidate() {
  return false;
}

function DocsFrame({ sidebar, children }: { sidebar: string | undefined; children: React.ReactNode }) {
  return (
    <div className="docs-frame">
      {sidebar !== undefined ? (
        <div className="docs-frame-sidebar">
          <SidebarRegion html={sidebar} />
        </div>
      ) : null}
      <div id={DOCS_CONTENT_ID} tabIndex={-1} className="docs-frame-content">
        {children}
      </div>
    </div>
  );
}

export default function DocsLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DocsFrame sidebar={loaderData.documentHtml.sidebar}>
      <Outlet />
    </DocsFrame>
  );
}

export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <DocsFrame sidebar={loaderData?.documentHtml.sidebar}>
      <LazyRouteError error={error} />
    </DocsFrame>
  );
}
