import fs from "node:fs";
import path from "node:path";
import type { DocFrontmatter } from "../../../../contracts/config/schema";
import { validateFrontmatter } from "./frontmatter";
import { readPageSource } from "./page-source";

/** An MDX file under content/docs and what its frontmatter says. */
export interface DocSource {
  /** Path below /docs without extension; `index` files take their folder's id. */
  id: string;
  /** Absolute path of the .mdx file. */
  file: string;
  frontmatter: DocFrontmatter;
}

/** What makes a file under the docs folder a guide. */
const DOC_FILE_EXTENSION = /\.mdx?$/;

export function docIdFromFile(docsDir: string, file: string): string {
  const relative = path.relative(docsDir, file).split(path.sep).join("/");
  const withoutExt = relative.replace(DOC_FILE_EXTENSION, "");
  return withoutExt === "index" ? "" : withoutExt.replace(/\/index$/, "");
}

export function scanDocSources(docsDir: string): DocSource[] {
  return listMdxFiles(docsDir).map((file) => readDocSource(docsDir, file));
}

/**
 * The guide in `file`, read as the scan reads it; undefined for a file that is
 * not a guide under `docsDir` (a test's own content, say).
 */
export function docSourceAt(docsDir: string, file: string): DocSource | undefined {
  const absolute = path.resolve(file);
  const relative = path.relative(docsDir, absolute);
  if (relative.startsWith("..") || path.isAbsolute(relative) || !DOC_FILE_EXTENSION.test(absolute)) return undefined;
  return readDocSource(docsDir, absolute);
}

function readDocSource(docsDir: string, file: string): DocSource {
  return {
    id: docIdFromFile(docsDir, file),
    file,
    frontmatter: validateFrontmatter(path.relative(process.cwd(), file), readPageSource(file).data),
  };
}

function listMdxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listMdxFiles(full));
    else if (DOC_FILE_EXTENSION.test(entry.name)) found.push(full);
  }
  return found.sort();
}
