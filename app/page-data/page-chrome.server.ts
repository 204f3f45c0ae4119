import path from "node:path";
import { siteConfig } from "../site-config";
import type { Crumb, PageChrome } from "../../contracts/navigation";
import { CURRENT_VERSION } from "../../contracts/docs-versions";
import { contentRoot } from "../content-pipeline/.server/content/content-root";
import { formatLastUpdated, gitLastUpdated } from "../content-pipeline/.server/content/last-updated";
import {
  docPath,
  findPage,
  getManifest,
  type PageEntry,
  type SiteManifest,
} from "../content-pipeline/.server/content/manifest";
import { sidebarCategoryLabel, sidebarReadingOrder, sidebarTrail } from "../content-pipeline/.server/content/sidebar";

/**
 * A page and everything drawn around it, looked up once: the one object per
 * page that the docs and API loaders build their data from.
 */
export interface PageRouteData {
  page: PageEntry;
  chrome: PageChrome;
}

export interface ChromeSources {
  manifest: SiteManifest;
  /** `docs.editUrl` of the site configuration. */
  editUrl?: string;
  /** Absolute source path → date of its last commit. */
  lastUpdated: ReadonlyMap<string, Date>;
  /** Where source paths in edit links start from. */
  projectRoot: string;
}

/** `given` replaces parts of what the build reads (tests: a fixture site, a configured edit URL, no git). */
export function pageRouteData(pathname: string, given: Partial<ChromeSources> = {}): PageRouteData | undefined {
  const sources = withDefaults(given);
  const page = findPage(pathname, sources.manifest);
  return page ? { page, chrome: pageChrome(page, sources) } : undefined;
}

export function pageChrome(page: PageEntry, sources: ChromeSources): PageChrome {
  const { sidebar } = sources.manifest;
  const order = sidebarReadingOrder(sidebar);
  const index = order.findIndex((link) => link.href === page.path);
  const trail = sidebarTrail(sidebar, page.path) ?? versionTrail(page);
  // A category's own page (Examples) is named as the category, not by its sidebar label ("Overview").
  const label = sidebarCategoryLabel(sidebar, page.path) ?? page.sidebarLabel ?? page.title;
  const file = page.source.kind === "mdx" ? page.source.file : undefined;
  const updated = file ? sources.lastUpdated.get(file) : undefined;
  return {
    ...(index > 0 ? { prev: order[index - 1] } : {}),
    ...(index >= 0 && index < order.length - 1 ? { next: order[index + 1] } : {}),
    breadcrumbs: [{ label: "Docs", href: docPath(siteConfig.docs.mainDocId) }, ...trail, { label }],
    ...(file && sources.editUrl ? { editUrl: sources.editUrl + repositoryPath(sources.projectRoot, file) } : {}),
    ...(updated ? { lastUpdated: { iso: updated.toISOString(), text: formatLastUpdated(updated) } } : {}),
  };
}

/** A file's path from the project root, with "/" whatever the platform. */
export function repositoryPath(projectRoot: string, file: string): string {
  return path.relative(projectRoot, file).split(path.sep).join("/");
}

/** Outside the sidebar, an older version's API page sits under its own index. */
function versionTrail(page: PageEntry): Crumb[] {
  if (page.source.kind !== "api" || page.source.version === CURRENT_VERSION || page.source.slug === "") return [];
  const { version } = page.source;
  return [{ label: `API reference ${version.label}`, href: version.apiBase }];
}

let cachedDates: ReadonlyMap<string, Date> | undefined;

/** Git is asked once per production build; in dev, on every request, like the manifest. */
function lastUpdatedDates(): ReadonlyMap<string, Date> {
  if (process.env.NODE_ENV !== "production") return gitLastUpdated(contentRoot());
  cachedDates ??= gitLastUpdated(contentRoot());
  return cachedDates;
}

function withDefaults(given: Partial<ChromeSources>): ChromeSources {
  return {
    manifest: given.manifest ?? getManifest(),
    editUrl: "editUrl" in given ? given.editUrl : siteConfig.docs.editUrl,
    lastUpdated: given.lastUpdated ?? lastUpdatedDates(),
    projectRoot: given.projectRoot ?? process.cwd(),
  };
}
