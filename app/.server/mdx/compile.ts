import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import rehypeShikiFromHighlighter from "@shikijs/rehype/core";
import { bundleMDX } from "mdx-bundler";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import type { TocEntry } from "../../contracts/toc";
import { CODE_THEME, FALLBACK_LANGUAGE, getHighlighter } from "./highlighter";
import { toMdxCompileError } from "./mdx-error";
import { rehypeHeadings } from "./rehype-headings";
import { rehypeInlineCode } from "./rehype-inline-code";
import { rehypeTableLabels } from "./rehype-table-labels";
import { remarkAdmonitions } from "./remark-admonitions";
import { remarkSamples } from "./remark-samples";
import { codeMetaTransformer } from "./shiki-code-meta";

export interface CompiledMdx {
  /** The page as a self-contained function body for `getMDXComponent`. */
  code: string;
  frontmatter: Record<string, unknown>;
  toc: TocEntry[];
}

/**
 * The one place MDX is compiled, with every plugin the site uses, so a guide
 * renders the same in dev, in the prerender and in tests.
 */
const cache = new Map<string, Promise<CompiledMdx>>();

export async function compileMdxFile(file: string): Promise<CompiledMdx> {
  const source = await fs.readFile(file, "utf8");
  // Keyed by content, so dev picks up an edit and the prerender (which asks
  // for the HTML and the .data of each page) compiles each page once.
  const key = `${file}\0${createHash("sha1").update(source).digest("hex")}`;
  let compiled = cache.get(key);
  if (!compiled) {
    compiled = compile(file, source);
    cache.set(key, compiled);
    compiled.catch(() => cache.delete(key));
  }
  return compiled;
}

async function compile(file: string, source: string): Promise<CompiledMdx> {
  const toc: TocEntry[] = [];
  const highlighter = await getHighlighter();
  try {
    const result = await bundleMDX({
      source,
      cwd: path.dirname(file),
      mdxOptions(options) {
        options.remarkPlugins = [
          ...(options.remarkPlugins ?? []),
          remarkGfm,
          remarkDirective,
          remarkAdmonitions,
          [remarkSamples, { file }],
        ];
        options.rehypePlugins = [
          ...(options.rehypePlugins ?? []),
          [
            rehypeShikiFromHighlighter,
            highlighter,
            {
              theme: CODE_THEME,
              defaultLanguage: FALLBACK_LANGUAGE,
              fallbackLanguage: FALLBACK_LANGUAGE,
              transformers: [codeMetaTransformer()],
            },
          ],
          // Before the headings get their "#" anchor links, which would end up in the tables' names.
          rehypeTableLabels,
          [rehypeHeadings, { toc }],
          rehypeInlineCode,
        ];
        return options;
      },
      esbuildOptions(options) {
        options.minify = process.env.NODE_ENV === "production";
        options.target = "es2022";
        // We throw one error with file:line:col; esbuild's own report would repeat it.
        options.logLevel = "silent";
        return options;
      },
    });
    return { code: result.code, frontmatter: result.frontmatter, toc };
  } catch (error) {
    const compileError = toMdxCompileError(error, file);
    console.error(compileError.message);
    throw compileError;
  }
}
