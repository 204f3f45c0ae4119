/**
 * The one reader of a page's source. Everything that looks inside an `.mdx`
 * file (the manifest, the compiler, the search index, the Markdown twin, the
 * sample runner, the playground) gets its frontmatter, its body and its syntax
 * tree from here, so they all see the same page: the same frontmatter rule,
 * the same syntax extensions, and line numbers that are the file's.
 * `eslint.config.js` keeps the parsing packages out of every other module.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { Root } from "mdast";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { toMdxCompileError } from "../mdx/mdx-error";

/**
 * The syntax a page may use beyond MDX itself. The compiler's remark plugins
 * start from this list too, so a new syntax is added here, once, and every
 * reader parses it.
 */
export const MDX_SYNTAX_PLUGINS = Object.freeze([remarkGfm, remarkDirective] as const);

const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use([...MDX_SYNTAX_PLUGINS]);

export interface PageSource {
  /** Absolute path of the file. */
  readonly file: string;
  /** The file's text, frontmatter included (what mdx-bundler compiles). */
  readonly text: string;
  /** The frontmatter's fields, unvalidated (app/content-pipeline/.server/content/frontmatter.ts checks them). */
  readonly data: Readonly<Record<string, unknown>>;
  /**
   * The body, with each frontmatter line left as an empty line: a parser's
   * line numbers are then the file's, and an error points at the real line.
   */
  readonly body: string;
  /**
   * The body's syntax tree, parsed on first use and shared by every reader of
   * this version of the file: it is frozen. Use `treeCopy()` to change it.
   * A syntax error throws an MdxCompileError with the file, line and column.
   */
  readonly tree: Root;
  /** A copy of the tree of one's own, for a reader that transforms it. */
  treeCopy(): Root;
}

class Page implements PageSource {
  #tree: Root | undefined;

  constructor(
    readonly file: string,
    readonly text: string,
    readonly data: Readonly<Record<string, unknown>>,
    readonly body: string,
  ) {}

  get tree(): Root {
    if (!this.#tree) {
      let tree: Root;
      try {
        tree = parser.parse(this.body);
      } catch (error) {
        throw toMdxCompileError(error, this.file);
      }
      this.#tree = deepFreeze(tree);
    }
    return this.#tree;
  }

  treeCopy(): Root {
    return structuredClone(this.tree);
  }
}

/**
 * One entry per file, replaced when the text changes: `npm run dev` sees an
 * edit at once, and a build reads each version once however many readers ask.
 */
const pages = new Map<string, Page>();

/**
 * A page's source, read from disk. A YAML mistake in the frontmatter throws an
 * MdxCompileError with the file, line and column.
 */
export function readPageSource(file: string): PageSource {
  const absolute = path.resolve(file);
  const text = fs.readFileSync(absolute, "utf8");
  const cached = pages.get(absolute);
  if (cached?.text === text) return cached;
  let parsed: matter.GrayMatterFile<string>;
  try {
    // With options, gray-matter skips its own cache, which keeps every text it ever saw.
    parsed = matter(text, {});
  } catch (error) {
    throw toMdxCompileError(error, absolute);
  }
  const frontmatter = text.endsWith(parsed.content) ? text.slice(0, text.length - parsed.content.length) : "";
  const body = "\n".repeat(frontmatter.split("\n").length - 1) + parsed.content;
  const page = new Page(absolute, text, parsed.data, body);
  pages.set(absolute, page);
  return page;
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}
