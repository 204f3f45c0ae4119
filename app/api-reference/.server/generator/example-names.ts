/**
 * The names in the API reference's examples, described by the compiler like a
 * guide's samples (app/content-pipeline/.server/sample-types/): one
 * language service over every distinct example, cached in a folder of its own,
 * then numbered page by page, since each page ships a sample-types file of its
 * own. A fragment is described inside the module its type-check uses (the
 * prelude that imports and declares what it leans on), and only the names of
 * the fragment itself are kept.
 */
import type { ApiPageData } from "../../../../contracts/api-model";
import { PageSampleNames } from "../../../content-pipeline/.server/sample-types/page-sample-names";
import type { SampleName } from "../../../content-pipeline/.server/sample-types/sample-name";
import type { TypedSampleSource } from "../../../content-pipeline/.server/sample-types/sample-language-service";
import {
  API_EXAMPLES_PART,
  pruneEntries,
  sampleNamesOf,
} from "../../../content-pipeline/.server/sample-types/sample-types-cache";
import { forEachExampleBlock, fragmentModule, isFragment } from "./example-blocks";

/** The languages of the examples that are type-checked, as the language service names them. */
const SERVICE_LANG: Readonly<Record<string, string>> = {
  ts: "ts",
  typescript: "ts",
  tsx: "tsx",
  js: "js",
  javascript: "js",
};

export interface DescribedExample {
  /** What the language service reads: the example, after its prelude when it is a fragment. */
  source: TypedSampleSource;
  /** How many characters of `source` come before the example's own code. */
  preludeLength: number;
}

/**
 * Every distinct typed example of `pages`, by its code, as the cache keys it
 * (what content/sample-types/api-examples/ must hold).
 */
export function describedExamples(pages: readonly ApiPageData[]): Map<string, DescribedExample> {
  const exported = pages.filter((page) => page.kind !== "index" && page.kind !== "module").map((page) => page.title);
  const examples = new Map<string, DescribedExample>();
  for (const page of pages) {
    forEachExampleBlock(page, (block) => {
      const lang = SERVICE_LANG[block.lang.toLowerCase()];
      if (!lang || examples.has(block.code)) return;
      // The class of the first page that shows it, as the examples' type-check has it.
      const className = page.kind === "class" ? page.title : undefined;
      const module = isFragment(block.code)
        ? fragmentModule(block.code, exported, className)
        : { source: block.code, preludeLines: 0 };
      examples.set(block.code, {
        source: { lang, code: module.source },
        preludeLength: module.source.length - block.code.length,
      });
    });
  }
  return examples;
}

export interface ExampleNames {
  /** The names of each page that has any, by slug. */
  byPage: Map<string, PageSampleNames>;
  /** How many distinct examples were read, and how many of them the compiler described (the rest were cached). */
  examples: number;
  computed: number;
}

/**
 * The names of each page that has any, by slug. `pages` are one version's,
 * with our working examples already in place (example-fixes.ts): the names
 * are those of the code the page shows.
 */
export function describeExampleNames(pages: readonly ApiPageData[]): ExampleNames {
  const examples = describedExamples(pages);
  const sources = [...examples.values()].map((example) => example.source);
  const { names: described, computed } = sampleNamesOf(sources, undefined, API_EXAMPLES_PART);
  // This is the only producer of that folder: what it did not read now is an old answer.
  pruneEntries(sources, API_EXAMPLES_PART);
  const namesByCode = new Map<string, SampleName[]>();
  [...examples].forEach(([code, { preludeLength }], i) => {
    const own = (described[i] ?? [])
      .filter((name) => name.start >= preludeLength)
      .map((name) => ({ ...name, start: name.start - preludeLength, end: name.end - preludeLength }));
    namesByCode.set(code, own);
  });
  const byPage = new Map<string, PageSampleNames>();
  for (const page of pages) {
    const names = new PageSampleNames();
    forEachExampleBlock(page, (block) => {
      const own = namesByCode.get(block.code);
      if (own) names.add(block.code, own);
    });
    if (names.size > 0) byPage.set(page.slug, names);
  }
  return { byPage, examples: examples.size, computed };
}
