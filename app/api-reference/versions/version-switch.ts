/**
 * Where the version dropdown takes a reader, and what the not-found page can
 * offer instead: pure functions of a URL and the list of API page slugs of
 * every version (written by `npm run generate`, loaded on demand).
 */
import {
  apiLocationFromPath,
  CURRENT_VERSION,
  DOCS_VERSIONS,
  versionedApiHref,
  versionNamed,
  versionOfPath,
  type DocsVersion,
  type VersionSlugs,
} from "../../../contracts/docs-versions";
import { DECLARATION_KINDS } from "../../../contracts/api-kinds";

/**
 * Carried in the navigation state when the symbol being read is missing in
 * the version switched to, so that the landing page can say so.
 */
export interface VersionSwitchNote {
  /** Version name the reader came from. */
  from: string;
  /** Slug of the page that has no counterpart. */
  slug: string;
}

export interface VersionTarget {
  version: DocsVersion;
  /** Where to go: the same page (and anchor), or the version's API index. */
  href: string;
  /** Set when the page does not exist in the target version. */
  note?: VersionSwitchNote;
}

export function hasPage(slugs: VersionSlugs, version: DocsVersion, slug: string): boolean {
  return slugs[version.name]?.includes(slug) ?? false;
}

/**
 * The same symbol in `target`: same slug, and the same anchor when the URL
 * has one. A page the target version lacks lands on its API index instead,
 * with a note. Off the API reference, the target's API index.
 */
export function switchTarget(
  location: { pathname: string; hash: string },
  target: DocsVersion,
  slugs: VersionSlugs,
): VersionTarget {
  const here = versionOfPath(location.pathname);
  if (!here) return { version: target, href: versionedApiHref(target, "") };
  if (hasPage(slugs, target, here.slug)) {
    const anchor = location.hash.replace(/^#/, "");
    return { version: target, href: versionedApiHref(target, here.slug, anchor || undefined) };
  }
  return {
    version: target,
    href: versionedApiHref(target, ""),
    note: { from: here.version.name, slug: here.slug },
  };
}

/**
 * For an API URL that does not exist: the other versions that do have that
 * page, with its address there. Empty for any other path.
 */
export function versionsWithPage(pathname: string, slugs: VersionSlugs): { version: DocsVersion; href: string }[] {
  const here = apiLocationFromPath(pathname);
  if (!here || here.slug === "") return [];
  return DOCS_VERSIONS.filter((version) => version !== here.version && hasPage(slugs, version, here.slug)).map(
    (version) => ({ version, href: versionedApiHref(version, here.slug) }),
  );
}

const DECLARATION_SLUG = new RegExp(
  `\\.(?:${Object.values(DECLARATION_KINDS)
    .map((kind) => kind.slugSegment)
    .join("|")})\\.(.+)$`,
);

/** What a reader calls the page of a slug: `createRuntime` for `runtime.Function.createRuntime`. */
export function symbolName(slug: string): string {
  if (slug === "") return "the API index";
  return DECLARATION_SLUG.exec(slug)?.[1] ?? slug;
}

/** Runtime check of the navigation state, which any code (or history entry) may have set. */
export function isVersionSwitchNote(value: unknown): value is VersionSwitchNote {
  if (typeof value !== "object" || value === null) return false;
  const note = value as Partial<VersionSwitchNote>;
  return typeof note.from === "string" && typeof note.slug === "string";
}

/**
 * Loads the slug lists: a small JSON chunk, fetched only when a switch or a
 * 404 needs it. Vite needs a literal path: VERSION_SLUGS_FILE (contracts).
 */
export async function loadVersionSlugs(): Promise<VersionSlugs> {
  const module = await import("../../../.generated/api-versions/slugs.json");
  return module.default as VersionSlugs;
}

/**
 * The version search results are scoped to (behaviour §7, contextual search): the
 * one being read on an API page, otherwise the reader's preferred version,
 * otherwise the current one.
 */
export function searchScope(pathname: string, preferred: string | null): DocsVersion {
  return versionOfPath(pathname)?.version ?? (preferred ? versionNamed(preferred) : undefined) ?? CURRENT_VERSION;
}
