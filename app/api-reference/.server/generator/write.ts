/**
 * Writes the generated model: `manifest.json` plus one JSON file per page,
 * and the quick infos of each page whose examples have described names
 * (what its sample-types file is made from).
 * Output is deterministic (sorted pages, stable key order, no timestamps) so
 * that regenerating an unchanged release changes nothing.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { ApiManifest, ApiPageData } from "../../../../contracts/api-model";
import { API_MANIFEST_FILE, apiPageFileName } from "../../../../contracts/api-paths";
import { summaryOf } from "./api-pages";
import { API_SAMPLE_NAMES_DIR } from "../../../content-pipeline/.server/content/generated-api";
import type { QuickInfo } from "../../../content-pipeline/.server/sample-types/sample-name";

export interface WriteResult {
  files: number;
  bytes: number;
}

export async function writeModel(
  outDir: string,
  pages: readonly ApiPageData[],
  sampleNames: ReadonlyMap<string, readonly QuickInfo[]> = new Map(),
): Promise<WriteResult> {
  const pagesDir = path.join(outDir, "pages");
  const namesDir = path.join(outDir, API_SAMPLE_NAMES_DIR);
  // Start clean so pages of removed exports don't linger.
  await fs.rm(outDir, { recursive: true, force: true });
  await fs.mkdir(pagesDir, { recursive: true });
  await fs.mkdir(namesDir, { recursive: true });
  const manifest: ApiManifest = { pages: pages.map(summaryOf) };
  let bytes = 0;
  const write = async (file: string, data: unknown): Promise<void> => {
    const text = `${JSON.stringify(data)}\n`;
    bytes += Buffer.byteLength(text);
    await fs.writeFile(file, text);
  };
  await write(path.join(outDir, API_MANIFEST_FILE), manifest);
  await Promise.all(pages.map((page) => write(path.join(pagesDir, apiPageFileName(page.slug)), page)));
  await Promise.all([...sampleNames].map(([slug, infos]) => write(path.join(namesDir, apiPageFileName(slug)), infos)));
  return { files: pages.length + 1, bytes };
}
