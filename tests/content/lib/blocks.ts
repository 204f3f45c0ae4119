// Pulls fenced code blocks out of MDX source so tests can compile and run
// exactly what readers see. Kept free of a Markdown parser on purpose: the
// fence rules we rely on (``` or ~~~, info string = lang + meta) are simple,
// and a line-based scan gives us the exact source line of every block.

import { TYPED_LANGS } from "../../../app/content-pipeline/.server/sample-types/typed-sample";

export interface CodeBlock {
  /** Path of the MDX (or TS) file the block came from, relative to the repo. */
  file: string;
  /** 1-based line of the opening fence. Code line n is at `line + n`. */
  line: number;
  lang: string;
  meta: string;
  code: string;
}

/** Languages whose blocks must type-check (content/README.md: "Code samples are compiled"). */
export const CHECKED_LANGS: ReadonlySet<string> = TYPED_LANGS;

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/;

export function extractCodeBlocks(source: string, file: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_OPEN.exec(lines[i] ?? "");
    if (!open) continue;
    const [, indent = "", fence = "", lang = "", meta = ""] = open;
    const body: string[] = [];
    let j = i + 1;
    // A fence closes on the same character repeated at least as many times.
    const close = new RegExp(`^\\s*${fence[0] === "`" ? "`" : "~"}{${fence.length},}\\s*$`);
    while (j < lines.length && !close.test(lines[j] ?? "")) {
      const text = lines[j] ?? "";
      body.push(text.startsWith(indent) ? text.slice(indent.length) : text);
      j++;
    }
    blocks.push({ file, line: i + 1, lang: lang.toLowerCase(), meta: meta.trim(), code: body.join("\n") });
    i = j;
  }
  return blocks;
}

/** `no-check` is a bare word in the meta string (content/README.md, "Code samples are compiled"). */
export function isNoCheck(block: CodeBlock): boolean {
  return /(^|\s)no-check(\s|$)/.test(block.meta);
}

/** Value of `title="…"` in the meta string, if any. */
export function blockTitle(block: CodeBlock): string | undefined {
  return /title="([^"]*)"/.exec(block.meta)?.[1];
}
