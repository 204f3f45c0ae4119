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

/**
 * The compiler's answers about the samples' names, committed with the content
 * (../sample-types/sample-types-cache.ts): a fixture or scaled site keeps its own.
 */
export function sampleTypesDir(): string {
  return path.join(contentRoot(), "sample-types");
}
