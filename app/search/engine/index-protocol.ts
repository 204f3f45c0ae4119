/**
 * What the page and the search worker (embedded-worker.ts) say to each other.
 * The worker holds the embedded index, so that downloading, parsing and
 * indexing a megabyte of JSON, and every query after it, run off the page's
 * main thread.
 */
import type { SearchDocument } from "./documents";
import type { GroupedResults, SearchPage } from "./engine";
import type { EmbeddedIndex } from "./embedded-index";

/** The embedded index as the page sees it: every answer arrives later. */
export interface AsyncIndex {
  search(...args: Parameters<EmbeddedIndex["search"]>): Promise<SearchPage>;
  searchGroups(...args: Parameters<EmbeddedIndex["searchGroups"]>): Promise<GroupedResults>;
  retrieve(...args: Parameters<EmbeddedIndex["retrieve"]>): Promise<SearchDocument[]>;
}

export type IndexMethod = keyof AsyncIndex;

export type IndexRequest =
  | { id: number; method: "load"; url: string }
  | { [M in IndexMethod]: { id: number; method: M; args: Parameters<AsyncIndex[M]> } }[IndexMethod];

/** A request before the page numbers it. */
export type IndexCall = IndexRequest extends infer R ? (R extends unknown ? Omit<R, "id"> : never) : never;

/** `unavailable`: the index could not be loaded (the UI's "Unable to fetch results"). */
export type IndexReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string; unavailable: boolean };
