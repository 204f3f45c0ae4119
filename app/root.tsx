import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type LinksFunction } from "react-router";
import { RouteError } from "~/components/errors/route-error";
import { SiteShell } from "~/components/shell/site-shell";
import { startErrorReporting } from "~/lib/error-reporting";
import type { Route } from "./+types/root";
import "./app.css";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * Dark only (spec §1): the class and color-scheme are in the prerendered HTML
 * and the background is in the render-blocking stylesheet, so no light frame
 * is ever painted.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr" className="dark" style={{ colorScheme: "dark" }} data-theme="dark">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0d10" />
        <Meta />
        <Links />
      </head>
      <body className="bg-canvas text-ink antialiased">
        {children}
        <ScrollRestoration />
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
    <SiteShell>
      <RouteError error={error} />
    </SiteShell>
  );
}
