/**
 * What the search index is made of. Written at build time by
 * build-scripts/search, read in the browser by the embedded engine and the
 * Ask AI retrieval, so it holds types and pure helpers only.
 */

import { API_KINDS, apiKindLabel, type ApiKind } from "../../../contracts/api-kinds";

/** Kinds of guide content. */
export type DocKind = "page" | "section";
/** A guide page or section, or a kind of the API reference (contracts/api-kinds.ts). */
export type SearchKind = DocKind | ApiKind;

export interface SearchDocument {
  /** Position in the index file; MiniSearch's document id. */
  id: number;
  /** Link target: the page path, with the heading or member anchor when there is one. */
  url: string;
  /** The hit's own name: a heading, a page title, a symbol or member name. */
  title: string;
  /** The page the hit is on, used for grouping and the "page › section" trail. */
  page: string;
  /** The sidebar category the page sits in ("Getting Started", "API Reference"). */
  category: string;
  /** For an h3 section, the h2 above it; for a member, the symbol that owns it. */
  parent?: string;
  kind: SearchKind;
  /** The API module ("widgets.screen"); empty for guides. */
  module?: string;
  /**
   * A member that re-declares one of its base class, or takes its signature
   * from an interface's member: ranked after the original.
   */
  override?: true;
  /**
   * An API member the declarations mark private or internal (`@internal`,
   * `@private`, `@hidden`). Names that start with `_` or `$` are internal too,
   * without the flag: see isInternal.
   */
  internal?: true;
  /** Plain text: the section's prose, or the symbol's summary. */
  text: string;
  /**
   * The docs version an API document belongs to (contracts/docs-versions.ts).
   * Guides have none: they are found whichever version the search is scoped to.
   */
  version?: string;
}

/** Whether a document belongs in results scoped to a docs version (behaviour §7, contextual search). */
export function inVersion(doc: Pick<SearchDocument, "version">, version: string): boolean {
  return doc.version === undefined || doc.version === version;
}

export interface SearchIndexFile {
  /** Bumped when the shape changes, so a stale cached file is never misread. */
  version: typeof SEARCH_INDEX_VERSION;
  documents: SearchDocument[];
  /** Groups of words that find each other (content/search-synonyms.ts). */
  synonyms: string[][];
}

export const SEARCH_INDEX_VERSION = 3;

export function isApiKind(kind: SearchKind): kind is ApiKind {
  return API_KINDS.has(kind);
}

/** The page part of a hit's URL: what results are grouped by. */
export function pagePathOf(url: string): string {
  const hash = url.indexOf("#");
  return hash === -1 ? url : url.slice(0, hash);
}

/**
 * Internals the declarations happen to expose: `_render`, `$`, anything
 * marked private or internal. They stay in the index, so a reader who types
 * the underscore still finds them, but are left out of every other result.
 */
export function isInternal(doc: Pick<SearchDocument, "title" | "internal">): boolean {
  return doc.internal === true || /^[_$]/.test(doc.title);
}

/** A query that names an internal on purpose: it starts with the `_` or `$` the name does. */
export function asksForInternals(query: string): boolean {
  return /^[_$]/.test(query.trim());
}

/**
 * How a result names an API member: with its owner, as code refers to it
 * (`Textarea.readInput`, `ElementOptions.border`), so that members of the same
 * name on different symbols tell themselves apart in a list. Both engines
 * title their member hits with it; the index keeps the bare name, which is
 * what ranking compares with the query.
 */
export function memberTitle(owner: string, name: string): string {
  return memberTitlePrefix(owner) + name;
}

/** The owner's part of a member title, for an engine that gets the member's name already highlighted. */
export function memberTitlePrefix(owner: string): string {
  return `${owner}.`;
}

/** The two groups results are shown in: the guides (and every other page of prose) and the API reference. */
export type ResultGroup = "guides" | "api";
export const RESULT_GROUPS: readonly ResultGroup[] = ["guides", "api"];

export function resultGroupOf(kind: SearchKind): ResultGroup {
  return isApiKind(kind) ? "api" : "guides";
}

export function resultGroupLabel(group: ResultGroup): string {
  return group === "guides" ? "Guides" : "API reference";
}

export function kindLabel(kind: SearchKind): string {
  if (kind === "page") return "Page";
  if (kind === "section") return "Section";
  return apiKindLabel(kind);
}

/** Runtime check of a fetched index file: a bad deploy must fail loudly, not render garbage. */
export function isSearchIndexFile(value: unknown): value is SearchIndexFile {
  if (typeof value !== "object" || value === null) return false;
  const file = value as Partial<SearchIndexFile>;
  return file.version === SEARCH_INDEX_VERSION && Array.isArray(file.documents) && Array.isArray(file.synonyms);
}
