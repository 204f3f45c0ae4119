import type { SidebarConfigItem } from "../../../../contracts/config/schema";
import type { PageLink, SidebarItem } from "../../../../contracts/navigation";

export interface SidebarPage {
  id: string;
  path: string;
  title: string;
  sidebarLabel?: string;
}

/**
 * Turns the id-based config into links. The config was checked against the
 * schema with the page ids (manifest.ts), so every id names a page here.
 */
export function resolveSidebar(
  sidebarName: string,
  config: readonly SidebarConfigItem[],
  pages: ReadonlyMap<string, SidebarPage>,
): SidebarItem[] {
  const lookup = (id: string, where: string): SidebarPage => {
    const page = pages.get(id);
    if (page) return page;
    throw new Error(`Sidebar "${sidebarName}" names "${id}" (${where}), which the sidebar check let through`);
  };

  const resolveItems = (items: readonly SidebarConfigItem[], trail: string): SidebarItem[] =>
    items.map((item): SidebarItem => {
      if (typeof item === "string") {
        const page = lookup(item, trail);
        return { type: "link", label: page.sidebarLabel ?? page.title, href: page.path };
      }
      switch (item.type) {
        case "doc": {
          const page = lookup(item.id, trail);
          return {
            type: "link",
            label: item.label ?? page.sidebarLabel ?? page.title,
            href: page.path,
            ...(item.unlisted ? { unlisted: true } : {}),
          };
        }
        case "link":
          return {
            type: "link",
            label: item.label,
            href: item.href,
            ...(/^https?:/.test(item.href) ? { external: true } : {}),
            ...(item.unlisted ? { unlisted: true } : {}),
          };
        case "category": {
          const where = `${trail} › ${item.label}`;
          const linked = item.link ? lookup(item.link, where) : undefined;
          return {
            type: "category",
            label: item.label,
            ...(linked ? { href: linked.path } : {}),
            ...(item.linkUnlisted ? { linkUnlisted: true } : {}),
            items: resolveItems(item.items, where),
          };
        }
      }
    });

  return resolveItems(config, sidebarName);
}

/**
 * Reading order for previous/next: every internal page the sidebar reaches,
 * depth first, including category pages and unlisted items (they are pages a
 * reader can land on, just not drawn), each once.
 */
export function sidebarReadingOrder(items: readonly SidebarItem[]): PageLink[] {
  const order: PageLink[] = [];
  const seen = new Set<string>();
  const push = (title: string, href: string) => {
    if (seen.has(href) || /^https?:/.test(href)) return;
    seen.add(href);
    order.push({ title, href });
  };
  const walk = (list: readonly SidebarItem[]) => {
    for (const item of list) {
      if (item.type === "link") push(item.label, item.href);
      else {
        if (item.href) push(item.label, item.href);
        walk(item.items);
      }
    }
  };
  walk(items);
  return order;
}

/** The chain of categories that leads to `href`, for breadcrumbs and for opening the active category. */
export function sidebarTrail(
  items: readonly SidebarItem[],
  href: string,
): { label: string; href?: string }[] | undefined {
  for (const item of items) {
    if (item.type === "link") {
      if (item.href === href) return [];
      continue;
    }
    if (item.href === href) return [];
    const inner = sidebarTrail(item.items, href);
    if (inner) return [{ label: item.label, ...(item.href ? { href: item.href } : {}) }, ...inner];
  }
  return undefined;
}

/** The label of the category whose own page is `href`, if one is. */
export function sidebarCategoryLabel(items: readonly SidebarItem[], href: string): string | undefined {
  for (const item of items) {
    if (item.type !== "category") continue;
    if (item.href === href) return item.label;
    const inner = sidebarCategoryLabel(item.items, href);
    if (inner) return inner;
  }
  return undefined;
}
