/**
 * A small Markdown reader for doc-comment text. Doc comments use a narrow
 * subset: paragraphs, bullet and numbered lists (possibly nested), emphasis,
 * inline code, links and fenced code. TypeDoc has already split out inline
 * code, fenced code and {@link} tags; those arrive here as "atoms" referenced
 * by placeholders in the text, so this reader never sees their contents.
 */
import type { Block, Inline } from "../../../../contracts/api-model";

/** Placeholder delimiters: private-use characters that never occur in comments. */
const ATOM_OPEN = "\uE000";
const ATOM_CLOSE = "\uE001";

export function atomPlaceholder(index: number): string {
  return `${ATOM_OPEN}${index}${ATOM_CLOSE}`;
}

const LIST_ITEM = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/;

/** Parse Markdown text (with atom placeholders) into blocks. */
export function parseBlocks(src: string, atoms: readonly Inline[]): Block[] {
  const lines = src.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flushParagraph = (): void => {
    const text = paragraph.join("\n").trim();
    if (text !== "") blocks.push({ t: "p", c: parseInline(text, atoms) });
    paragraph = [];
  };

  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? "";
    if (line.trim() === "") {
      flushParagraph();
      i++;
      continue;
    }
    if (LIST_ITEM.test(line)) {
      flushParagraph();
      const end = listEnd(lines, i);
      blocks.push(parseList(lines.slice(i, end), atoms));
      i = end;
      continue;
    }
    paragraph.push(line);
    i++;
  }
  flushParagraph();
  return blocks;
}

/** Index after the last line of the list starting at `start`. */
function listEnd(lines: readonly string[], start: number): number {
  const baseIndent = indentOf(lines[start] ?? "");
  for (let i = start + 1; i < lines.length; i++) {
    if ((lines[i] ?? "").trim() !== "") continue; // items, nested items, lazy continuations
    // A blank line ends the list unless the list (or an item's body) goes on.
    const next = lines.slice(i + 1).find((l) => l.trim() !== "");
    const continues =
      next !== undefined && (indentOf(next) > baseIndent || (LIST_ITEM.test(next) && indentOf(next) === baseIndent));
    if (!continues) return i;
  }
  return lines.length;
}

function parseList(lines: readonly string[], atoms: readonly Inline[]): Block {
  const first = lines[0] ?? "";
  const baseIndent = indentOf(first);
  const ordered = /^\s*\d/.test(first);
  const items: string[][] = [];
  for (const line of lines) {
    const match = LIST_ITEM.exec(line);
    const current = items[items.length - 1];
    if ((match && indentOf(line) <= baseIndent) || !current) {
      items.push([match?.[3] ?? line.trim()]);
    } else {
      // Continuation or nested list: dedent relative to the item's content.
      current.push(line.slice(Math.min(indentOf(line), baseIndent + 2)));
    }
  }
  return { t: "list", ordered, items: items.map((item) => parseBlocks(item.join("\n"), atoms)) };
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/** Parse inline Markdown (emphasis, links, code spans, autolinks) with atoms. */
export function parseInline(src: string, atoms: readonly Inline[]): Inline[] {
  const out: Inline[] = [];
  let text = "";
  const pushText = (): void => {
    if (text !== "") out.push({ t: "text", v: text.replace(/\s*\n\s*/g, " ") });
    text = "";
  };
  const push = (node: Inline): void => {
    pushText();
    out.push(node);
  };

  let i = 0;
  while (i < src.length) {
    const rest = src.slice(i);
    const ch = src.charAt(i);

    if (ch === ATOM_OPEN) {
      const close = src.indexOf(ATOM_CLOSE, i);
      const atom = atoms[Number(src.slice(i + 1, close))];
      if (close > i && atom) {
        push(atom);
        i = close + 1;
        continue;
      }
    }
    if (ch === "\\" && i + 1 < src.length && /[\\`*_[\]()#+\-.!{}@]/.test(src.charAt(i + 1))) {
      text += src.charAt(i + 1);
      i += 2;
      continue;
    }
    if (ch === "`") {
      const close = src.indexOf("`", i + 1);
      if (close > i + 1) {
        push({ t: "code", v: src.slice(i + 1, close) });
        i = close + 1;
        continue;
      }
    }
    if (rest.startsWith("**") || rest.startsWith("__")) {
      const marker = rest.slice(0, 2);
      const close = src.indexOf(marker, i + 2);
      if (close > i + 2) {
        push({ t: "strong", c: parseInline(src.slice(i + 2, close), atoms) });
        i = close + 2;
        continue;
      }
    }
    if ((ch === "*" || ch === "_") && isEmphasisOpen(src, i)) {
      const close = findEmphasisClose(src, i + 1, ch);
      if (close > 0) {
        push({ t: "em", c: parseInline(src.slice(i + 1, close), atoms) });
        i = close + 1;
        continue;
      }
    }
    if (ch === "[") {
      const link = /^\[([^\]]*)\]\(([^)\s]+)\)/.exec(rest);
      if (link) {
        const href = link[2] ?? "";
        const label = parseInline((link[1] ?? "").trim() || href, atoms);
        push({ t: "link", href, c: label });
        i += link[0].length;
        continue;
      }
    }
    if (ch === "h" && /^https?:\/\//.test(rest) && (i === 0 || /[\s(<]/.test(src.charAt(i - 1)))) {
      const url = /^https?:\/\/[^\s<>)]+/.exec(rest)?.[0].replace(/[.,;:!?]+$/, "") ?? "";
      push({ t: "link", href: url, c: [{ t: "text", v: url }] });
      i += url.length;
      continue;
    }
    text += ch;
    i++;
  }
  pushText();
  return out;
}

/** `*`/`_` opens emphasis when followed by a non-space and (for `_`) not inside a word. */
function isEmphasisOpen(src: string, i: number): boolean {
  const next = src.charAt(i + 1);
  if (next === "" || /\s/.test(next) || next === src.charAt(i)) return false;
  return src.charAt(i) === "*" || i === 0 || !/\w/.test(src.charAt(i - 1));
}

function findEmphasisClose(src: string, from: number, marker: string): number {
  for (let j = from + 1; j < src.length; j++) {
    if (src.charAt(j) === "\n" && src.charAt(j + 1) === "\n") return -1;
    if (src.charAt(j) !== marker || /\s/.test(src.charAt(j - 1))) continue;
    if (marker === "_" && j + 1 < src.length && /\w/.test(src.charAt(j + 1))) continue;
    return j;
  }
  return -1;
}
