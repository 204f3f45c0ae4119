/** Shapes shared by the server (which resolves them) and the UI (which draws them). */

export interface PageLink {
  title: string;
  href: string;
}

export interface Crumb {
  label: string;
  href?: string;
}

export interface SidebarLinkItem {
  type: "link";
  label: string;
  href: string;
  /** Reachable by URL and prev/next, but not drawn in the sidebar (behaviour §3). */
  unlisted?: boolean;
  external?: boolean;
}

export interface SidebarCategoryItem {
  type: "category";
  label: string;
  href?: string;
  /** The category's own page exists but is not offered as a link (behaviour §3). */
  linkUnlisted?: boolean;
  items: SidebarItem[];
}

export type SidebarItem = SidebarLinkItem | SidebarCategoryItem;

/**
 * Everything around a page's body, built for each page in one place
 * (app/content-pipeline/.server/content/route-data.ts): its breadcrumbs, the pager, where to
 * edit its source and when that source last changed.
 */
export interface PageChrome {
  prev?: PageLink;
  next?: PageLink;
  breadcrumbs: Crumb[];
  /** The page's source file in the repository's editor; absent when the site sets no `docs.editUrl` or the page is generated. */
  editUrl?: string;
  /** The last commit that changed the source; absent without git history. */
  lastUpdated?: { iso: string; text: string };
}

/**
 * What the docs layout route's loader returns: the sidebar's static HTML
 * (app/common/document-html.ts). The shell reads it from outside the route
 * (mobile panel).
 */
export interface DocsLayoutData {
  documentHtml: { sidebar: string };
}

/** The docs layout route's id (app/routes.ts), for `useRouteLoaderData`. */
export const DOCS_LAYOUT_ROUTE_ID = "docs-layout";
