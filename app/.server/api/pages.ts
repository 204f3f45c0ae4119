/**
 * Server-side access to the generated API model (`npm run generate` writes
 * it). The manifest is read synchronously because the route config needs it
 * while React Router builds its route table; pages are read on demand by the
 * loader, so only one page's data is ever in flight.
 */
import fs from "node:fs";
import path from "node:path";
import type { ApiManifest, ApiPageData, ApiPageSummary } from "../../contracts/api-model.js";
import { API_MANIFEST_FILE, API_MODEL_DIR, apiPageFileName } from "../../contracts/api-paths.js";

function apiDir(): string {
  return path.resolve(API_MODEL_DIR);
}

let manifestCache: { file: string; mtimeMs: number; pages: ApiPageSummary[] } | undefined;

export function listApiPages(): ApiPageSummary[] {
  const file = path.join(apiDir(), API_MANIFEST_FILE);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new Error(`API reference model not found at ${file}. Run \`npm run generate\` first.`);
  }
  // Re-read after a regeneration during `react-router dev`.
  if (manifestCache?.file !== file || manifestCache.mtimeMs !== stat.mtimeMs) {
    const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as ApiManifest;
    manifestCache = { file, mtimeMs: stat.mtimeMs, pages: manifest.pages };
  }
  return manifestCache.pages;
}

/** Page data by slug; throws a 404 Response for an unknown slug. */
export async function loadApiPage(slug: string): Promise<ApiPageData> {
  // Only slugs listed in the manifest can be read: the slug comes from the URL.
  if (!listApiPages().some((p) => p.slug === slug)) {
    throw new Response(`No API page ${slug}`, { status: 404, statusText: "Not Found" });
  }
  const file = path.join(apiDir(), "pages", apiPageFileName(slug));
  return JSON.parse(await fs.promises.readFile(file, "utf8")) as ApiPageData;
}
