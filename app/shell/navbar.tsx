import { lazy, Suspense, useRef } from "react";
import { PrefetchLink } from "../common/prefetch/prefetch-link";
import { useHideOnScroll } from "./scroll/use-hide-on-scroll";
import { siteConfig } from "../site-config";
import { NavbarItems } from "./navbar-items";
import { SearchButton } from "../search/ui/search-button";
import { useMobilePanel } from "./use-mobile-panel";

// Loaded when needed: the panel on first open, the toggle only on a site whose switch is enabled.
const MobilePanel = lazy(() => import("./mobile-panel").then((module) => ({ default: module.MobilePanel })));
const ColorModeToggle = lazy(() =>
  import("./color-mode-toggle").then((module) => ({ default: module.ColorModeToggle })),
);

/** Height of the bar (h-14); within it from the top of the page the bar is always shown. */
const NAVBAR_HEIGHT = 56;

/**
 * The top bar (behaviour §2). `degraded` is set by the crash screen: a navbar item
 * that failed to render is then left out instead of crashing the crash screen.
 */
export function Navbar({ degraded = false }: { degraded?: boolean }) {
  const { navbar } = siteConfig;
  const panel = useMobilePanel();
  const hidden = useHideOnScroll(navbar.hideOnScroll, panel.open, NAVBAR_HEIGHT);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <header className="site-navbar" data-hidden={hidden ? "" : undefined}>
      <nav aria-label="Main" className="mx-auto flex h-full max-w-[96rem] items-center gap-6 px-4">
        <button
          ref={menuButton}
          type="button"
          className="navbar-menu-button"
          aria-label="Open navigation menu"
          aria-expanded={panel.open}
          aria-controls={panel.open ? "mobile-panel" : undefined}
          onClick={panel.openPanel}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
        <PrefetchLink to={navbar.logo.href} className="flex items-center gap-2 font-semibold text-ink">
          <img src={navbar.logo.src} alt="" width="28" height="28" />
          <span>{navbar.title}</span>
        </PrefetchLink>
        <div className="flex items-center gap-4 max-desktop:hidden">
          <NavbarItems items={navbar.items} position="left" variant="bar" degraded={degraded} />
        </div>
        <div className="ml-auto flex items-center gap-4">
          <div className="flex items-center gap-4 max-desktop:hidden">
            <NavbarItems items={navbar.items} position="right" variant="bar" degraded={degraded} />
          </div>
          {siteConfig.colorMode.disableSwitch ? null : (
            <Suspense fallback={null}>
              <ColorModeToggle />
            </Suspense>
          )}
          <SearchButton />
        </div>
      </nav>
      {panel.open ? (
        <Suspense fallback={null}>
          <MobilePanel
            onClose={panel.closePanel}
            onNavigate={panel.dismissForNavigation}
            menuButton={menuButton}
            degraded={degraded}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
