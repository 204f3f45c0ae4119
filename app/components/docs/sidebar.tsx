import { useState } from "react";
import { useLocation } from "react-router";
import { PrefetchNavLink } from "../links/prefetch-link";
import type { SidebarCategoryItem, SidebarItem } from "../../contracts/navigation";
import { pathKey } from "../../lib/trailing-slash";

/**
 * The docs sidebar (behaviour §2): never hidden, never auto-collapsed. Categories
 * start open; the one holding the current page can't be left closed by a
 * navigation because its state follows the location until the reader toggles it.
 */
export function DocsSidebar({ items, onNavigate }: { items: SidebarItem[]; onNavigate?: () => void }) {
  return (
    <nav aria-label="Docs sidebar" className="docs-sidebar text-sm">
      <SidebarList items={items} depth={0} onNavigate={onNavigate} />
    </nav>
  );
}

function SidebarList({ items, depth, onNavigate }: { items: SidebarItem[]; depth: number; onNavigate?: () => void }) {
  return (
    <ul className={depth ? "ml-3 border-l border-line pl-2" : "space-y-1"}>
      {items.map((item) =>
        item.type === "link" ? (
          item.unlisted ? null : (
            <li key={`${item.label}-${item.href}`}>
              {item.external ? (
                <a className="sidebar-link" href={item.href} target="_blank" rel="noreferrer">
                  {item.label} <span aria-hidden="true">↗</span>
                </a>
              ) : (
                <PrefetchNavLink to={item.href} end className="sidebar-link" onClick={onNavigate}>
                  {item.label}
                </PrefetchNavLink>
              )}
            </li>
          )
        ) : (
          <SidebarCategory key={item.label} item={item} depth={depth} onNavigate={onNavigate} />
        ),
      )}
    </ul>
  );
}

function containsPath(item: SidebarCategoryItem, pathname: string): boolean {
  const key = pathKey(pathname);
  return (
    (item.href !== undefined && pathKey(item.href) === key) ||
    item.items.some((child) => (child.type === "link" ? pathKey(child.href) === key : containsPath(child, pathname)))
  );
}

function SidebarCategory({
  item,
  depth,
  onNavigate,
}: {
  item: SidebarCategoryItem;
  depth: number;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const active = containsPath(item, pathname);
  const [open, setOpen] = useState(true);
  const expanded = open || active;
  return (
    <li className={depth === 0 ? "pt-3 first:pt-0" : ""}>
      <div className="flex items-center justify-between gap-1">
        {item.href && !item.linkUnlisted ? (
          <PrefetchNavLink
            to={item.href}
            end

            className="sidebar-link sidebar-category-label flex-1"
            onClick={onNavigate}
          >
            {item.label}
          </PrefetchNavLink>
        ) : (
          <span className="sidebar-category-label flex-1 px-2 py-1">{item.label}</span>
        )}
        <button
          type="button"
          className="sidebar-toggle"
          aria-expanded={expanded}
          aria-label={`${expanded ? "Collapse" : "Expand"} ${item.label}`}
          onClick={() => setOpen(!expanded)}
        >
          <span aria-hidden="true" className={`inline-block transition-transform ${expanded ? "rotate-90" : ""}`}>
            ›
          </span>
        </button>
      </div>
      {expanded ? <SidebarList items={item.items} depth={depth + 1} onNavigate={onNavigate} /> : null}
    </li>
  );
}
