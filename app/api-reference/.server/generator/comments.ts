/**
 * Turns TypeDoc comments into the model's DocComment: block tags sorted into
 * named sections and Markdown parsed into blocks, with {@link} tags resolved.
 */
import type { JSONOutput } from "typedoc";
import type { Block, DocComment, DocExample, Inline } from "../../../../contracts/api-model";
import { firstSentenceOf } from "../../../../contracts/doc-text";
import { atomPlaceholder, parseBlocks } from "./markdown";
import type { HrefResolver } from "./types";

type Part = JSONOutput.CommentDisplayPart;

/** Block tags with a dedicated place in DocComment. */
const SECTION_TAGS = new Set([
  "@remarks",
  "@example",
  "@see",
  "@deprecated",
  "@default",
  "@defaultValue",
  "@returns",
  "@throws",
  "@fires",
  "@param",
  "@typeParam",
  "@template",
]);

export class CommentReader {
  constructor(private readonly resolve: HrefResolver) {}

  /** Blocks of a display-part run. */
  blocks(parts: readonly Part[] | undefined): Block[] {
    if (!parts || parts.length === 0) return [];
    const blocks: Block[] = [];
    const atoms: Inline[] = [];
    let text = "";
    const flush = (): void => {
      blocks.push(...parseBlocks(text, atoms));
      text = "";
    };
    for (const part of parts) {
      switch (part.kind) {
        case "text":
          text += part.text;
          break;
        case "code": {
          const fence = /^(`{3,}|~{3,})([^\n]*)\n([\s\S]*?)\n?\1\s*$/.exec(part.text);
          if (fence) {
            flush();
            const lang = normaliseLanguage((fence[2] ?? "").trim().split(/\s+/)[0] ?? "");
            blocks.push({ t: "code", lang, code: fence[3] ?? "" });
          } else {
            atoms.push({ t: "code", v: part.text.replace(/^`+|`+$/g, "") });
            text += atomPlaceholder(atoms.length - 1);
          }
          break;
        }
        case "inline-tag":
          atoms.push(this.inlineTag(part));
          text += atomPlaceholder(atoms.length - 1);
          break;
        case "relative-link":
          text += part.text;
          break;
      }
    }
    flush();
    return blocks;
  }

  private inlineTag(part: JSONOutput.InlineTagDisplayPart): Inline {
    const isLink = part.tag === "@link" || part.tag === "@linkcode" || part.tag === "@linkplain";
    if (!isLink) return { t: "text", v: part.text };
    const label = part.text.trim();
    const code = part.tag !== "@linkplain";
    let href: string | undefined;
    if (typeof part.target === "number") href = this.resolve(part.target);
    else if (typeof part.target === "string") href = part.target;
    // A symbol the release does not export (or an external one): keep the
    // name readable, without a dead link.
    if (!href) return code ? { t: "code", v: label } : { t: "text", v: label };
    return { t: "link", href, code, c: [{ t: "text", v: label }] };
  }

  /** Full comment, or undefined when there is nothing to show. */
  comment(comment: JSONOutput.Comment | undefined): DocComment | undefined {
    if (!comment) return undefined;
    const doc: DocComment = { summary: this.blocks(comment.summary) };
    const append = (
      key: "remarks" | "see" | "returns" | "throws" | "defaultValue" | "deprecated",
      blocks: Block[],
    ): void => {
      doc[key] = [...(doc[key] ?? []), ...blocks];
    };
    for (const tag of comment.blockTags ?? []) {
      const body = this.blocks(tag.content);
      switch (tag.tag) {
        case "@remarks":
          append("remarks", body);
          break;
        case "@example": {
          const example: DocExample = { body };
          if (tag.name) example.title = tag.name;
          doc.examples = [...(doc.examples ?? []), example];
          break;
        }
        case "@see":
          append("see", body);
          break;
        case "@deprecated":
          append("deprecated", body);
          break;
        case "@default":
        case "@defaultValue":
          append("defaultValue", inlineShortCode(body));
          break;
        case "@returns":
          append("returns", body);
          break;
        case "@throws":
          append("throws", body);
          break;
        default:
          if (!SECTION_TAGS.has(tag.tag)) {
            doc.tags = [...(doc.tags ?? []), { tag: tag.tag.slice(1), body }];
          }
      }
    }
    if (comment.modifierTags && comment.modifierTags.length > 0) {
      doc.modifiers = [...comment.modifierTags].map((t) => t.slice(1)).sort();
    }
    return isEmpty(doc) ? undefined : doc;
  }
}

/**
 * Doc comments spell languages several ways ("typescript", "ts"); the site's
 * highlighter knows the short names, so map the long ones to them.
 */
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = {
  typescript: "ts",
  javascript: "js",
  sh: "bash",
  shell: "bash",
  console: "bash",
};

export function normaliseLanguage(lang: string): string {
  const lower = lang.toLowerCase();
  return LANGUAGE_ALIASES[lower] ?? (lower || "text");
}

/**
 * TypeDoc turns a `@default` value into a fenced block; a one-line value reads
 * better inline.
 */
function inlineShortCode(blocks: Block[]): Block[] {
  const [only] = blocks;
  if (blocks.length === 1 && only?.t === "code" && !only.code.includes("\n")) {
    return [{ t: "p", c: [{ t: "code", v: only.code }] }];
  }
  return blocks;
}

function isEmpty(doc: DocComment): boolean {
  return Object.entries(doc).every(([key, value]) => key === "summary" && Array.isArray(value) && value.length === 0);
}

/** `@fires name - description` tags of a comment. */
export function firesTags(comment: JSONOutput.Comment | undefined): { name: string; parts: Part[] }[] {
  const out: { name: string; parts: Part[] }[] = [];
  for (const tag of comment?.blockTags ?? []) {
    if (tag.tag !== "@fires") continue;
    const [first, ...rest] = tag.content;
    if (!first || first.kind !== "text") continue;
    const match = /^\s*([\w:.-]+)\s*(?:-\s*)?([\s\S]*)$/.exec(first.text);
    if (!match) continue;
    out.push({ name: match[1] ?? "", parts: [{ kind: "text", text: match[2] ?? "" }, ...rest] });
  }
  return out;
}

/** Plain-text rendering of blocks: summaries in the manifest and meta tags. */
export function plainText(blocks: readonly Block[]): string {
  const inline = (nodes: readonly Inline[]): string =>
    nodes
      .map((n) => {
        switch (n.t) {
          case "text":
          case "code":
            return n.v;
          case "br":
            return " ";
          default:
            return inline(n.c);
        }
      })
      .join("");
  return blocks
    .map((b) => (b.t === "p" ? inline(b.c) : b.t === "list" ? b.items.map((i) => plainText(i)).join("; ") : ""))
    .filter((s) => s !== "")
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/** First sentence of a summary, for one-line listings. */
export function firstSentence(blocks: readonly Block[]): string {
  const first = blocks.find((b) => b.t === "p");
  return firstSentenceOf(first ? plainText([first]) : "");
}
