import indexUrl from "../../../.generated/search/search-index.json?url";
import { isSearchIndexFile } from "./documents";
import { createEmbeddedIndexInSlices, type EmbeddedIndex } from "./embedded-index";
import { SearchUnavailableError, type SearchEngine } from "./engine";

/**
 * The default engine: the index file is a hashed static asset, fetched the
 * first time search opens (never on page load) and kept for the session.
 */
let loading: Promise<EmbeddedIndex> | undefined;

export function loadEmbeddedIndex(url: string = indexUrl): Promise<EmbeddedIndex> {
  if (!loading) {
    loading = fetchIndex(url);
    // A failed load is not cached: the next keystroke or the Retry gets a fresh attempt.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

async function fetchIndex(url: string): Promise<EmbeddedIndex> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (cause) {
    throw new SearchUnavailableError("The search index could not be downloaded.", { cause });
  }
  if (!response.ok) throw new SearchUnavailableError(`The search index answered ${response.status}.`);
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new SearchUnavailableError("The search index is not valid JSON.", { cause });
  }
  if (!isSearchIndexFile(body)) throw new SearchUnavailableError("The search index has an unexpected format.");
  return createEmbeddedIndexInSlices(body.documents);
}

export const embeddedEngine: SearchEngine = {
  name: "embedded",
  async search(query, { limit, offset = 0, version, group }) {
    const index = await loadEmbeddedIndex();
    return index.search(query, { limit, offset, ...(version ? { version } : {}), ...(group ? { group } : {}) });
  },
  async searchGroups(query, { perGroup, version }) {
    const index = await loadEmbeddedIndex();
    return index.searchGroups(query, { perGroup, ...(version ? { version } : {}) });
  },
};
