import { Outlet } from "react-router";
import { SidebarRegion } from "../docs-page/sidebar-region";
import { LazyRouteError } from "../shell/errors/lazy-route-error";
import { docsLayoutData } from "../page-data/docs-layout.server";
import type { SkipTargetHandle } from "../shell/skip-target";
import type { DocsLayoutData } from "../../contracts/navigation";
import type { Route } from "./+types/docs-layout";

/** The page's own content, after the sidebar: where "Skip to main content" lands. */
const DOCS_CONTENT_ID = "docs-content";

export const handle: SkipTargetHandle = { skipTargetId: DOCS_CONTENT_ID };

export function loader({ request }: Route.LoaderArgs): DocsLayoutData {
  return docsLayoutData(new URL(request.url).pathname);
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
