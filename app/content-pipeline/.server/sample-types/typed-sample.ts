import { parseCodeMeta } from "../mdx/code-meta";
import type { CodeSample } from "../samples/collect-samples";
import type { TypedSampleSource } from "./sample-language-service";

/**
 * The code blocks whose names get the compiler's quick info: the languages
 * every sample is type-checked in (tests/content/code-blocks.test.ts), less
 * the blocks marked `no-check`, which are partial on purpose and would only
 * show the compiler's confusion.
 */
export const TYPED_LANGS: ReadonlySet<string> = new Set(["ts", "tsx", "js"]);

/** The flag of a block the type-check skips (content/README.md, "Code samples are compiled"). */
export const NO_CHECK_FLAG = "no-check";

export function isTypedSample(lang: string | null | undefined, meta: string | null | undefined): boolean {
  return TYPED_LANGS.has((lang ?? "").toLowerCase()) && !parseCodeMeta(meta).flags.has(NO_CHECK_FLAG);
}

/**
 * Whether an MDX text may hold a typed sample, without parsing it: a fence
 * (``` or ~~~, after any indentation or quote marks) opening with one of the
 * typed languages. It may say yes for a page whose only such block is
 * `no-check`, never no for a page that has one, so it can choose the pages
 * whose sample-types file is prerendered (a page without names gets an empty
 * one).
 */
export function mayHaveTypedSamples(mdx: string): boolean {
  const languages = [...TYPED_LANGS].join("|");
  return new RegExp(`^[\\s>]*(\`{3,}|~{3,})\\s*(${languages})(\\s|$)`, "im").test(mdx);
}

/** The samples whose names are described, as the cache keys them. */
export function typedSourcesOf(samples: readonly CodeSample[]): TypedSampleSource[] {
  return samples
    .filter((sample) => isTypedSample(sample.lang, sample.meta))
    .map((sample) => ({ lang: sample.lang.toLowerCase(), code: sample.code }));
}
