import fs from "node:fs/promises";
import path from "node:path";
import { API_VERSION_SOURCES } from "../../content-pipeline/.server/content/api-versions";
import { getManifest } from "../../content-pipeline/.server/content/manifest";
import { sidebarTrail } from "../../content-pipeline/.server/content/sidebar";
import { canonicalPath } from "../../common/trailing-slash";
import { PLAYGROUND } from "../../../contracts/playground";
import { SEARCH_INDEX_VERSION, type SearchDocument, type SearchIndexFile } from "../engine/documents";
import { SEARCH_SYNONYMS } from "../../../content/search-synonyms";
import { collectApi } from "./collect-api";
import { collectGuide } from "./collect-guides";

export const SEARCH_INDEX_FILE = ".generated/search/search-index.json";
const API_CATEGORY = "API Reference";

/**
 * Every guide section and every API symbol and member, in one file that the
 * browser fetches the first time search opens. The file holds documents, not
 * a serialised index: it is smaller over the wire and the index is rebuilt
 * in a few milliseconds (see `npm run bench`).
 *
 * A guide that can't be parsed throws, unless `onPageError` is given (dev
 * must start so that the page can show its error): then it is reported there
 * and left out.
 */
export function buildSearchDocuments(onPageError?: (error: unknown) => void): SearchDocument[] {
  const manifest = getManifest();
  const collected: Omit<SearchDocument, "id">[] = [];
  for (const page of manifest.pages) {
    if (page.source.kind !== "mdx") continue;
    const trail = sidebarTrail(manifest.sidebar, page.path);
    try {
      collected.push(
        ...collectGuide({
          file: page.source.file,
          path: page.path,
          title: page.title,
          description: page.description,
          category: trail?.[0]?.label ?? "Docs",
        }),
      );
    } catch (error) {
      if (!onPageError) throw error;
      onPageError(error);
    }
  }
  collected.push({
    url: PLAYGROUND.path,
    title: PLAYGROUND.title,
    page: PLAYGROUND.title,
    category: PLAYGROUND.title,
    kind: "page",
    text: PLAYGROUND.description,
  });
  // Every version's API, each document tagged with its version: the engines scope results to one.
  for (const source of API_VERSION_SOURCES) {
    collected.push(...collectApi(source.modelDir, API_CATEGORY, source.version));
  }
  // Hits link straight to the page's address, in the site's trailing-slash form.
  return collected.map((doc, id) => ({ id, ...doc, url: canonicalPath(doc.url) }));
}

export async function writeSearchIndex(
  outFile = SEARCH_INDEX_FILE,
  onPageError?: (error: unknown) => void,
): Promise<{ documents: number; bytes: number }> {
  const file: SearchIndexFile = {
    version: SEARCH_INDEX_VERSION,
    documents: buildSearchDocuments(onPageError),
    synonyms: SEARCH_SYNONYMS.map((group) => [...group]),
  };
  const json = JSON.stringify(file);
  await fs.mkdir(path.dirname(outFile), { recursive: true });
  await fs.writeFile(outFile, json);
  return { documents: file.documents.length, bytes: Buffer.byteLength(json) };
}
