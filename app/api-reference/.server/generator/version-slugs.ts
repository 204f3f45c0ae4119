/**
 * The page slugs of every docs version's API reference, in one small file
 * the browser loads when it needs it (the version dropdown when opened, the
 * not-found page on an API path): enough to tell whether a symbol exists in
 * another version without fetching that version's pages.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { listApiPages } from "../../../content-pipeline/.server/content/generated-api";
import { DOCS_VERSIONS, VERSION_SLUGS_FILE, type VersionSlugs } from "../../../../contracts/docs-versions";

export function versionSlugs(): VersionSlugs {
  return Object.fromEntries(DOCS_VERSIONS.map((version) => [version.name, listApiPages(version).map((p) => p.slug)]));
}

export async function writeVersionSlugs(file = VERSION_SLUGS_FILE): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `${JSON.stringify(versionSlugs())}\n`);
}
