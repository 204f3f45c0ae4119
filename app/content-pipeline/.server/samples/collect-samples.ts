import type { Code } from "mdast";
import { visit } from "unist-util-visit";
import { readPageSource } from "../content/page-source";

export interface CodeSample {
  file: string;
  /** 1-based line of the opening fence in the file, frontmatter counted. */
  line: number;
  lang: string;
  meta: string | null;
  code: string;
}

/** Every fenced code block of an MDX file, parsed the way the page compiler parses it. */
export function collectSamples(file: string): CodeSample[] {
  const samples: CodeSample[] = [];
  visit(readPageSource(file).tree, "code", (node: Code) => {
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
