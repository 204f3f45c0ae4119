import fs from "node:fs";
import path from "node:path";
import type { DocFrontmatter } from "../../config/schema";
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

export function docIdFromFile(docsDir: string, file: string): string {
  const relative = path.relative(docsDir, file).split(path.sep).join("/");
  const withoutExt = relative.replace(/\.mdx?$/, "");
  return withoutExt === "index" ? "" : withoutExt.replace(/\/index$/, "");
}

export function scanDocSources(docsDir: string): DocSource[] {
  return listMdxFiles(docsDir).map((file) => readDocSource(docsDir, file));
}

/** One MDX file under `docsDir`, as the scan reads it. */
export function readDocSource(docsDir: string, file: string): DocSource {
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
    else if (/\.mdx?$/.test(entry.name)) found.push(full);
  }
  return found.sort();
}
