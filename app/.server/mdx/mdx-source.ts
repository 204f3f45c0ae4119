import fs from "node:fs";
import matter from "gray-matter";
import { toMdxCompileError } from "./mdx-error";

export interface MdxSource {
  /** The frontmatter's fields, unvalidated. */
  data: Record<string, unknown>;
  /**
   * The body, preceded by one empty line per frontmatter line: a parser's
   * line numbers are then the file's, and an error points at the real line.
   */
  body: string;
}

/**
 * Reads an MDX file's frontmatter and body for the code that parses them
 * outside mdx-bundler (the manifest, the search collector). A YAML mistake is
 * an MdxCompileError with the file, line and column.
 */
export function readMdxSource(file: string): MdxSource {
  const source = fs.readFileSync(file, "utf8");
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source);
  } catch (error) {
    throw toMdxCompileError(error, file);
  }
  const frontmatter = source.endsWith(parsed.content) ? source.slice(0, source.length - parsed.content.length) : "";
  const lines = frontmatter.split("\n").length - 1;
  return { data: parsed.data, body: "\n".repeat(lines) + parsed.content };
}
