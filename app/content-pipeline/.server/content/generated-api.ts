/**
 * Server-side access to the generated API model (`npm run generate` writes
 * it, one folder per docs version). The manifest is read synchronously
 * because the route config needs it while React Router builds its route
 * table; pages are read on demand by the loader, so only one page's data is
 * ever in flight.
 */
import fs from "node:fs";
import path from "node:path";
import type { ApiManifest, ApiPageData, ApiPageSummary } from "../../../../contracts/api-model";
import { API_MANIFEST_FILE, apiPageFileName, apiPageId } from "../../../../contracts/api-paths";
import { CURRENT_VERSION, DOCS_VERSIONS, type DocsVersion } from "../../../../contracts/docs-versions";
import { apiVersionSource } from "./api-versions";
import type { QuickInfo } from "../sample-types/sample-name";

/** The model's folder of quick infos: one file per page whose examples have described names. */
export const API_SAMPLE_NAMES_DIR = "sample-names";

function apiDir(version: DocsVersion): string {
  return path.resolve(apiVersionSource(version).modelDir);
}

const manifestCache = new Map<string, { mtimeMs: number; pages: ApiPageSummary[] }>();

export function listApiPages(version: DocsVersion = CURRENT_VERSION): ApiPageSummary[] {
  const file = path.join(apiDir(version), API_MANIFEST_FILE);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new Error(`API reference model not found at ${file}. Run \`npm run generate\` first.`);
  }
  // Re-read after a regeneration during `react-router dev`.
  const cached = manifestCache.get(file);
  if (cached?.mtimeMs === stat.mtimeMs) return cached.pages;
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as ApiManifest;
  manifestCache.set(file, { mtimeMs: stat.mtimeMs, pages: manifest.pages });
  return manifest.pages;
}

/** Page ids (the path below the docs path) of every version's API pages: what a sidebar may name. */
export function listApiPageIds(): string[] {
  return DOCS_VERSIONS.flatMap((version) => listApiPages(version).map((page) => apiPageId(page.slug, version.apiBase)));
}

/** Page data by slug; throws a 404 Response for an unknown slug. */
export async function loadApiPage(slug: string, version: DocsVersion = CURRENT_VERSION): Promise<ApiPageData> {
  // Only slugs listed in the manifest can be read: the slug comes from the URL.
  if (!listApiPages(version).some((p) => p.slug === slug)) {
    throw new Response(`No API page ${slug}`, { status: 404, statusText: "Not Found" });
  }
  const file = path.join(apiDir(version), "pages", apiPageFileName(slug));
  return JSON.parse(await fs.promises.readFile(file, "utf8")) as ApiPageData;
}

function sampleNamesFile(slug: string, version: DocsVersion): string {
  return path.join(apiDir(version), API_SAMPLE_NAMES_DIR, apiPageFileName(slug));
}

/** Whether the page's examples have described names (the current version's only). */
export function hasApiSampleNames(slug: string, version: DocsVersion = CURRENT_VERSION): boolean {
  return fs.existsSync(sampleNamesFile(slug, version));
}

/** The slugs of the pages whose examples have described names. */
export function apiSlugsWithSampleNames(version: DocsVersion = CURRENT_VERSION): string[] {
  return listApiPages(version)
    .map((page) => page.slug)
    .filter((slug) => hasApiSampleNames(slug, version));
}

/** The quick infos of a page's example names, numbered as its highlighted code marks them; none for a page without. */
export async function loadApiSampleNames(slug: string, version: DocsVersion = CURRENT_VERSION): Promise<QuickInfo[]> {
  const file = sampleNamesFile(slug, version);
  return fs.existsSync(file) ? (JSON.parse(await fs.promises.readFile(file, "utf8")) as QuickInfo[]) : [];
}
