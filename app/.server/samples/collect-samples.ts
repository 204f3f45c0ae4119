import fs from "node:fs";
import type { Code, Root } from "mdast";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";

export interface CodeSample {
  file: string;
  /** 1-based line of the opening fence in the file, frontmatter counted. */
  line: number;
  lang: string;
  meta: string | null;
  code: string;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/** Every fenced code block of an MDX file, parsed the way the page compiler parses it. */
export function collectSamples(file: string): CodeSample[] {
  const source = fs.readFileSync(file, "utf8");
  const tree = parser.parse(blankFrontmatter(source)) as Root;
  const samples: CodeSample[] = [];
  visit(tree, "code", (node: Code) => {
    samples.push({
      file,
      line: node.position?.start.line ?? 0,
      lang: node.lang ?? "",
      meta: node.meta ?? null,
      code: node.value,
    });
  });
  return samples;
}

/** The frontmatter as empty lines: not Markdown, but its lines still count. */
export function blankFrontmatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/.exec(source);
  if (!match) return source;
  return "\n".repeat(match[0].split("\n").length - 1) + source.slice(match[0].length);
}
