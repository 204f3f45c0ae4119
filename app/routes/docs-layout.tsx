import { Outlet } from "react-router";
import { DocsSidebar } from "../components/docs/sidebar";
import { LazyRouteError } from "../components/errors/lazy-route-error";
import { loadDocsLayout } from "../.server/content/docs-layout";
import type { SkipTargetHandle } from "../components/shell/skip-target";
import type { Route } from "./+types/docs-layout";

/** The page's own content, after the sidebar: where "Skip to main content" lands. */
const DOCS_CONTENT_ID = "docs-content";

export const handle: SkipTargetHandle = { skipTargetId: DOCS_CONTENT_ID };

export function loader() {
  return loadDocsLayout();
}

// The sidebar is the same on every page: don't refetch it on navigation.
export function shouldRevalidate() {
  return false;
}

function DocsFrame({
  sidebar,
  children,
}: {
  sidebar: Route.ComponentProps["loaderData"]["sidebar"] | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="docs-frame">
      {sidebar ? (
        <div className="docs-frame-sidebar">
          <DocsSidebar items={sidebar} />
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
    <DocsFrame sidebar={loaderData.sidebar}>
      <Outlet />
    </DocsFrame>
  );
}

export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <DocsFrame sidebar={loaderData?.sidebar}>
      <LazyRouteError error={error} />
    </DocsFrame>
  );
}
