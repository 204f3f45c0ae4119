import path from "node:path";

/**
 * Where the content lives. Tests point DOCS_CONTENT_DIR at a fixture folder
 * to run the real pipeline on a handful of pages.
 */
export function contentRoot(): string {
  return path.resolve(process.env.DOCS_CONTENT_DIR ?? "content");
}

export function docsRoot(): string {
  return path.join(contentRoot(), "docs");
}
