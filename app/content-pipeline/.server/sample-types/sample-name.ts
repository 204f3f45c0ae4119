/**
 * What the build learns about one name in a sample, before it is turned into
 * what the page ships (contracts/sample-types.ts). These records are what the
 * cache holds (./sample-types-cache.ts): facts from the compiler only, so
 * that the API model and the site's corrections, read when the page's file
 * is written, never make a cached entry stale.
 */

/** Where a name of the library is declared: the API page of `owner`, at `member` when there is one. */
export interface NameTarget {
  /** The exported name of the declaration or of the class or interface that declares the member. */
  owner: string;
  /** The member's name ("constructor" for a class's constructor). */
  member?: string;
  /** The widget class whose constructor the option is passed to (`keys` in `new Form({ keys: true })`). */
  optionOf?: string;
}

/** The compiler's quick info at one name. */
export interface QuickInfo {
  /** The signature line(s), as the editor's hover shows them. */
  display: string;
  /** The doc comment's text (empty when there is none). */
  documentation: string;
  /** Set for a name declared by @unblessed/*, unset for the sample's own declarations. */
  target?: NameTarget;
}

/** One name of a sample: its place in the code (UTF-16 offsets, end excluded) and its quick info. */
export interface SampleName {
  start: number;
  end: number;
  info: QuickInfo;
}
