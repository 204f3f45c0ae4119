import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type LinksFunction } from "react-router";
import { LazyRouteError } from "./shell/errors/lazy-route-error";
import { SiteShell } from "./shell/site-shell";
import { readPreferredVersion } from "./api-reference/versions/preferred-version";
import { DOCS_PLUGIN_ID, DOCS_VERSIONS } from "../contracts/docs-versions";
import { startErrorReporting } from "./shell/error-reporting/load-reporter";
import { headScript } from "./shell/head-script";
import { isNavbarItemError } from "./shell/navbar-model";
import { startKeyboardNavigationMarker } from "./common/keyboard-navigation";
import { useAfterIdle } from "./common/idle/use-after-idle";
import { siteConfig } from "./site-config";
import type { Route } from "./+types/root";
import "./app.css";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

// Built during the prerender only: the browser runs the copy in the HTML and
// never needs the builder (hence suppressHydrationWarning on the tag).
const HEAD_SCRIPT = import.meta.env.SSR ? headScript(siteConfig.colorMode, siteConfig.announcementBar) : "";
const loadNavigationEnhancements = () => import("./shell/navigation-enhancements");

/**
 * Rendered after ScrollRestoration: route-change scrolling must run after its
 * layout effect. Mounted once its chunk is in rather than through lazy() and
 * Suspense, which hold revealed content back for up to 300 ms; a chunk that
 * cannot load leaves the page without the enhancements, not broken.
 */
function DeferredNavigationEnhancements() {
  const idle = useAfterIdle();
  const [enhancements, setEnhancements] = useState<{ default: ComponentType }>();
  useEffect(() => {
    if (idle) loadNavigationEnhancements().then(setEnhancements, (error: unknown) => console.warn(error));
  }, [idle]);
  return enhancements ? <enhancements.default /> : null;
}
const { defaultMode } = siteConfig.colorMode;

/**
 * The prerendered HTML carries the default colour mode (dark for this site,
 * behaviour §1) and the background is in the render-blocking stylesheet; the head
 * script switches to a stored or OS-preferred mode before first paint when the
 * config allows one, hence suppressHydrationWarning on <html>.
 */
// `npm run dev` shows an edited page in place (app/shell/dev/content-refresh.tsx); a build has no such chunk.
const DevContentRefresh = import.meta.env.DEV ? lazy(() => import("./shell/dev/content-refresh")) : undefined;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html
      lang="en"
      dir="ltr"
      className={defaultMode === "dark" ? "dark" : undefined}
      style={{ colorScheme: defaultMode }}
      data-theme={defaultMode}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0d10" />
        <Meta />
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        <Links />
      </head>
      <body className="bg-canvas text-ink antialiased">
        {children}
        <ScrollRestoration />
        <DeferredNavigationEnhancements />
        {DevContentRefresh ? (
          <Suspense fallback={null}>
            <DevContentRefresh />
          </Suspense>
        ) : null}
        <Scripts />
      </body>
    </html>
  );
}

/** Marks the document once React has hydrated; tests and deferred work (error reporting) wait for it. */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset["hydrated"] = "true";
    // Deferred past hydration (and then to an idle moment) so that it never
    // competes with the first paint.
    startErrorReporting();
    startKeyboardNavigationMarker();
    // Forgets a stored docs version that no longer exists (behaviour §4).
    readPreferredVersion(
      DOCS_PLUGIN_ID,
      DOCS_VERSIONS.map((version) => version.name),
    );
  }, []);
}

export default function App() {
  useHydratedMarker();
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useHydratedMarker();
  return (
    <SiteShell degraded={isNavbarItemError(error)}>
      <LazyRouteError error={error} />
    </SiteShell>
  );
}
