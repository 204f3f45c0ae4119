import { Component, lazy, Suspense, type ReactNode } from "react";
import { useLocation, useMatches } from "react-router";
import { PrefetchNavLink } from "../common/prefetch/prefetch-link";
import { versionOfPath } from "../../contracts/docs-versions";
import { navbarItemError, resolveNavbarItem } from "./navbar-model";
import { pathKey } from "../common/trailing-slash";
import type { NavbarItem } from "../../contracts/config/schema";

type Variant = "bar" | "panel";

const VersionDropdown = lazy(() =>
  import("../api-reference/versions/version-dropdown").then((module) => ({ default: module.VersionDropdown })),
);

/** The catch-all route's id (app/routes.ts); its data says whether it is showing the 404 page. */
const CATCH_ALL_ROUTE_ID = "catch-all";

function NavbarItemView({ item, index, variant }: { item: NavbarItem; index: number; variant: Variant }) {
  const { pathname } = useLocation();
  // The 404 page is prerendered once (at /__not-found) and served at any
  // path: the path must not make an item active there, or hydration mismatches.
  const notFound = useMatches().some(
    (match) =>
      match.id === CATCH_ALL_ROUTE_ID && (match.loaderData as { kind?: string } | undefined)?.kind === "not-found",
  );
  let resolved;
  try {
    resolved = resolveNavbarItem(item);
  } catch (cause) {
    throw navbarItemError(item, index, cause);
  }
  const className = variant === "bar" ? "navbar-link" : "sidebar-link";
  switch (resolved.kind) {
    case "external":
      return (
        <a href={resolved.href} target="_blank" rel="noreferrer" className={className}>
          {resolved.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      );
    case "html":
      return <span className={className} dangerouslySetInnerHTML={{ __html: resolved.value }} />;
    case "versions":
      // The 404 page hydrates at any path: it never shows the switcher. Only API pages load it
      // (prerendered in place, hydrated when its chunk arrives).
      return notFound || !versionOfPath(pathname) ? null : (
        <Suspense fallback={null}>
          <VersionDropdown label={resolved.label} versions={resolved.versions} variant={variant} />
        </Suspense>
      );
    case "internal": {
      // Active on every page below the base path, not only on the linked page.
      const base = resolved.activeBasePath;
      const underBase = base && !notFound ? pathKey(pathname) === base || pathname.startsWith(`${base}/`) : false;
      return (
        <PrefetchNavLink
          to={resolved.to}
          className={({ isActive }) => `${className} ${isActive || underBase ? "text-accent" : ""}`}
        >
          {resolved.label}
        </PrefetchNavLink>
      );
    }
  }
}

interface BoundaryProps {
  item: NavbarItem;
  index: number;
  /** In the crash screen's own navbar: drop a failing item instead of crashing again. */
  degraded: boolean;
  children: ReactNode;
}

/**
 * Turns any error thrown while an item renders into one that names the item
 * (behaviour §8) and hands it on to the route's error boundary.
 */
class NavbarItemBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (this.props.degraded) return null;
    throw error instanceof Error && error.name === "NavbarItemError"
      ? error
      : navbarItemError(this.props.item, this.props.index, error);
  }
}

/** The configured items at one position, each with its number in the config for error messages. */
export function NavbarItems({
  items,
  position,
  variant,
  degraded = false,
}: {
  items: readonly NavbarItem[];
  position?: NavbarItem["position"];
  variant: Variant;
  degraded?: boolean;
}) {
  return items.map((item, index) =>
    position && item.position !== position ? null : (
      <NavbarItemBoundary key={`${index}-${item.label}`} item={item} index={index} degraded={degraded}>
        {variant === "panel" ? (
          <li>
            <NavbarItemView item={item} index={index} variant={variant} />
          </li>
        ) : (
          <NavbarItemView item={item} index={index} variant={variant} />
        )}
      </NavbarItemBoundary>
    ),
  );
}
