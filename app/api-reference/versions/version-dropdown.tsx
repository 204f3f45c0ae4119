import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { versionOfPath, type DocsVersion } from "../../../contracts/docs-versions";

// The menu, the slug lists and the switching logic load on first open: none of it is on a page's first load.
const VersionMenu = lazy(() => import("./version-menu").then((module) => ({ default: module.VersionMenu })));

/**
 * The navbar's version switcher (behaviour §3 navbar item with `versions`). Shown
 * on API pages only, labelled with the version being read; the choice is
 * remembered as the preferred version (behaviour §4) by the menu.
 */
export function VersionDropdown({
  label,
  versions,
  variant,
}: {
  label: string;
  versions: readonly DocsVersion[];
  variant: "bar" | "panel";
}) {
  const { pathname } = useLocation();
  const here = versionOfPath(pathname);
  // Open on the page where it was opened: a navigation (the switch itself, or any link) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (value: boolean) => setOpenAt(value ? pathname : null);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenAt(null);
      root.current?.querySelector("button")?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  if (!here || !versions.includes(here.version)) return null;
  return (
    <div ref={root} className="relative" data-testid="version-dropdown" data-version={here.version.name}>
      <button
        type="button"
        className={`${variant === "bar" ? "navbar-link" : "sidebar-link"} inline-flex items-center gap-1`}
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        API {here.version.label}
        {/* The visible text stays the start of the name (WCAG 2.5.3, label in name). */}
        <span className="sr-only">{` (${label.toLowerCase()})`}</span>
        <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10" fill="currentColor">
          <path d="M1 3l4 4 4-4z" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <VersionMenu versions={versions} current={here.version} inline={variant === "panel"} />
        </Suspense>
      ) : null}
    </div>
  );
}
