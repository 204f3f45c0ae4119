import { Outlet } from "react-router";
import { DocsSidebar } from "~/components/docs/sidebar";
import { LazyRouteError } from "~/components/errors/lazy-route-error";
import { loadDocsLayout } from "~/.server/content/docs-layout";
import type { SkipTargetHandle } from "~/components/shell/skip-target";
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
    <div className="mx-auto flex max-w-[96rem]">
      {sidebar ? (
        <div className="sticky top-14 hidden h-[calc(100vh-3.5rem)] w-72 shrink-0 overflow-y-auto border-r border-line px-3 py-6 desktop:block">
          <DocsSidebar items={sidebar} />
        </div>
      ) : null}
      <div id={DOCS_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 px-4 py-8 outline-none sm:px-8">
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
