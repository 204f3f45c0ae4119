import { isSearchIndexFile } from "./documents";
import { createEmbeddedIndexInSlices, type EmbeddedIndex } from "./embedded-index";
import { SearchUnavailableError } from "./engine";

/** Downloads and indexes the embedded index file; every failure is a SearchUnavailableError. */
export async function fetchEmbeddedIndex(url: string): Promise<EmbeddedIndex> {
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
  return createEmbeddedIndexInSlices(body.documents, body.synonyms);
}
