/**
 * The types shown in code samples: what the build ships for one page (a
 * static JSON file, fetched on the first hover, focus or tap of a name), the
 * attributes that tie a name in the highlighted code to its entry, and where
 * the file lives. The content pipeline writes these, the route serves them
 * and app/docs-page/sample-types/ reads them.
 */

/** A run of a highlighted signature: its text, and its colour from the code theme when it has one. */
export type SignatureRun = string | [text: string, color: string];

/** What the popover of one name shows. */
export interface SampleTypeEntry {
  /** The compiler's quick info (the editor's hover), highlighted like the code. */
  signature: SignatureRun[][];
  /** The first sentence of the doc comment, plain text. */
  summary?: string;
  /**
   * What the site knows to be wrong in that declaration's doc comment or
   * option (content/api-doc-corrections.ts, content/api-option-notes.ts, an
   * option no code reads), in one or two sentences.
   */
  correction?: string;
  /** The API page of the declaration, at the member's anchor when it is a member. */
  href?: string;
  /** The link's text: the declaration as the API reference names it ("List", "ListOptions.vi"). */
  label?: string;
}

export interface SampleTypesFile {
  version: typeof SAMPLE_TYPES_VERSION;
  /** Indexed by the number in a name's `data-qi` attribute. */
  entries: SampleTypeEntry[];
}

export const SAMPLE_TYPES_VERSION = 1;

/** Where a name is in a block's code (UTF-16 offsets, end excluded), and the index of its entry in the page's file. */
export interface NamePlace {
  start: number;
  end: number;
  index: number;
}

/** On a name of highlighted code: the index of its entry in the page's file. */
export const NAME_INDEX_ATTRIBUTE = "data-qi";
/** The same, as a hast / React property name. */
export const NAME_INDEX_PROPERTY = "dataQi";

/** On the `<pre>` of a code block whose names have entries. */
export const NAMED_CODE_ATTRIBUTE = "data-named-code";
export const NAMED_CODE_PROPERTY = "dataNamedCode";

/** On the document element while the names of the page's samples are live (their listeners installed). */
export const NAMES_LIVE_ATTRIBUTE = "data-sample-names-live";

/** URL prefix of the files; the route `sample-types/*` serves them. */
export const SAMPLE_TYPES_PREFIX = "/sample-types";

/** The name of the landing page's file: its path, `/`, has no name to make one from. */
const LANDING_FILE = "/index";

/** The file of the page at `pagePath` (`/docs/guides/forms` → `/sample-types/docs/guides/forms.json`, `/` → `/sample-types/index.json`). */
export function sampleTypesHref(pagePath: string): string {
  return `${SAMPLE_TYPES_PREFIX}${pagePath.replace(/\/+$/, "") || LANDING_FILE}.json`;
}

/** The page a file belongs to, or undefined for a path that is not one of these files. */
export function pagePathOfSampleTypes(pathname: string): string | undefined {
  if (!pathname.startsWith(`${SAMPLE_TYPES_PREFIX}/`) || !pathname.endsWith(".json")) return undefined;
  const page = pathname.slice(SAMPLE_TYPES_PREFIX.length, -".json".length);
  return page === LANDING_FILE ? "/" : page;
}

export function isSampleTypesFile(value: unknown): value is SampleTypesFile {
  if (!value || typeof value !== "object") return false;
  const file = value as Partial<SampleTypesFile>;
  return file.version === SAMPLE_TYPES_VERSION && Array.isArray(file.entries);
}
