import type { SidebarCategoryItem, SidebarItem } from "../../contracts/navigation";
import { canonicalPath, pathKey } from "../common/trailing-slash";
import { SIDEBAR_TOGGLE_ATTR, toggleLabel } from "./sidebar-dom";

/**
 * The docs sidebar (behaviour §2) as static HTML, rendered at build time
 * (app/docs-page/render-sidebar-html.server.tsx) with the page's own link marked.
 * The browser never hydrates it: `SidebarRegion` handles its links and
 * toggles with listeners on its element, which spares every doc page the
 * hydration of some 70 links. Categories start open.
 */
export function DocsSidebar({ items, activePath }: { items: SidebarItem[]; activePath: string }) {
  return (
    <nav aria-label="Docs sidebar" className="docs-sidebar text-sm">
      <SidebarList items={items} depth={0} active={pathKey(activePath)} />
    </nav>
  );
}

function SidebarList({ items, depth, active }: { items: SidebarItem[]; depth: number; active: string }) {
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
                <SidebarLink href={item.href} label={item.label} active={active} />
              )}
            </li>
          )
        ) : (
          <SidebarCategory key={item.label} item={item} depth={depth} active={active} />
        ),
      )}
    </ul>
  );
}

function SidebarLink({ href, label, active, extra }: { href: string; label: string; active: string; extra?: string }) {
  const here = pathKey(href) === active;
  return (
    <a
      href={canonicalPath(href)}
      className={extra ? `sidebar-link ${extra}` : "sidebar-link"}
      aria-current={here ? "page" : undefined}
    >
      {label}
    </a>
  );
}

function SidebarCategory({ item, depth, active }: { item: SidebarCategoryItem; depth: number; active: string }) {
  return (
    <li className={depth === 0 ? "pt-3 first:pt-0" : ""}>
      <div className="flex items-center justify-between gap-1">
        {item.href && !item.linkUnlisted ? (
          <SidebarLink href={item.href} label={item.label} active={active} extra="sidebar-category-label flex-1" />
        ) : (
          <span className="sidebar-category-label flex-1 px-2 py-1">{item.label}</span>
        )}
        <button
          type="button"
          className="sidebar-toggle"
          aria-expanded="true"
          aria-label={toggleLabel(item.label)}
          {...{ [SIDEBAR_TOGGLE_ATTR]: "" }}
        >
          <span aria-hidden="true" className="inline-block transition-transform">
            ›
          </span>
        </button>
      </div>
      <SidebarList items={item.items} depth={depth + 1} active={active} />
    </li>
  );
}
