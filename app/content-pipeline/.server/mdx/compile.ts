import path from "node:path";
import rehypeShikiFromHighlighter from "@shikijs/rehype/core";
import { bundleMDX } from "mdx-bundler";
import type { TocEntry } from "../../../../contracts/toc";
import { MDX_SYNTAX_PLUGINS, readPageSource, type PageSource } from "../content/page-source";
import { CODE_THEME, FALLBACK_LANGUAGE, getHighlighter, TOKENIZE_OPTIONS } from "./highlighter";
import { MdxCompileError, toMdxCompileError } from "./mdx-error";
import { rehypeHeadings } from "./rehype-headings";
import { rehypeInlineCode } from "./rehype-inline-code";
import { rehypeSections } from "./rehype-sections";
import { rehypeTableLabels } from "./rehype-table-labels";
import { remarkAdmonitions } from "./remark-admonitions";
import { remarkSampleNames } from "./remark-sample-names";
import { remarkSamples } from "./remark-samples";
import { codeMetaTransformer } from "./shiki-code-meta";
import { sampleNamesTransformer } from "./shiki-sample-names";
import { PageSampleNames } from "../sample-types/page-sample-names";
import type { QuickInfo } from "../sample-types/sample-name";

export interface CompiledMdx {
  /** The page as a self-contained function body for `getMDXComponent`. */
  code: string;
  frontmatter: Record<string, unknown>;
  toc: TocEntry[];
  /**
   * The quick info of the names in the page's samples, indexed as the marks in
   * `code` are: the page's sample-types file is made from it
   * (app/page-data/sample-types.server.ts), never the page itself.
   */
  sampleNames: QuickInfo[];
}

/**
 * The one place MDX is compiled, with every plugin the site uses, so a guide
 * renders the same in dev, in the prerender and in tests.
 */
const cache = new Map<string, { page: PageSource; compiled: Promise<CompiledMdx> }>();

export async function compileMdxFile(file: string): Promise<CompiledMdx> {
  let page: PageSource;
  try {
    page = readPageSource(file);
  } catch (error) {
    // A YAML mistake is reported like any other compile error.
    if (error instanceof MdxCompileError) console.error(error.message);
    throw error;
  }
  // The same source object while the text is unchanged: dev picks up an edit,
  // and the prerender (which asks for the HTML and the .data of each page)
  // compiles each page once.
  const cached = cache.get(file);
  if (cached?.page === page) return cached.compiled;
  const compiled = compile(file, page);
  cache.set(file, { page, compiled });
  compiled.catch(() => {
    if (cache.get(file)?.compiled === compiled) cache.delete(file);
  });
  return compiled;
}

async function compile(file: string, page: PageSource): Promise<CompiledMdx> {
  const toc: TocEntry[] = [];
  const names = new PageSampleNames();
  const highlighter = await getHighlighter();
  try {
    const result = await bundleMDX({
      // The whole file: mdx-bundler's own frontmatter plugins export it from the page's code.
      source: page.text,
      cwd: path.dirname(file),
      mdxOptions(options) {
        options.remarkPlugins = [
          ...(options.remarkPlugins ?? []),
          ...MDX_SYNTAX_PLUGINS,
          remarkAdmonitions,
          [remarkSamples, { file }],
          [remarkSampleNames, { file, names }],
        ];
        options.rehypePlugins = [
          ...(options.rehypePlugins ?? []),
          [
            rehypeShikiFromHighlighter,
            highlighter,
            {
              theme: CODE_THEME,
              ...TOKENIZE_OPTIONS,
              defaultLanguage: FALLBACK_LANGUAGE,
              fallbackLanguage: FALLBACK_LANGUAGE,
              transformers: [codeMetaTransformer(), sampleNamesTransformer(names)],
            },
          ],
          // Before the headings get their "#" anchor links, which would end up in the tables' names.
          rehypeTableLabels,
          [rehypeHeadings, { toc }],
          rehypeInlineCode,
          // Last: the sections hold the headings and tables as the plugins above left them.
          rehypeSections,
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
    return { code: result.code, frontmatter: { ...page.data }, toc, sampleNames: names.entries };
  } catch (error) {
    const compileError = toMdxCompileError(error, file);
    console.error(compileError.message);
    throw compileError;
  }
}
