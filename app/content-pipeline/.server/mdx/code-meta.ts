/**
 * The words after a fence's language:
 * ```ts title="app.ts" {1,3-5} no-check script="down enter" expect="Banana"
 *
 * Three shapes of word: `name=value` (value bare, "double" or 'single'
 * quoted, so it may hold spaces), `{ranges}` for highlighted lines, and bare
 * flags. A name may repeat (`expect` does); the sample runner reads those.
 */
export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight. */
  highlightLines: Set<number>;
  /** Flags such as `no-check` (skip the type-check) or `showLineNumbers`. */
  flags: Set<string>;
  /** Every `name=value` in the order written, `title` included. */
  attributes: Array<{ name: string; value: string }>;
}

// name=value | name="…" | name='…' | {ranges} | bare word.
const TOKEN = /([\w@:.-]+)=(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+))|\{([\d,\s-]+)\}|(\S+)/g;

/** Flag of a sample listed among the playground's examples (content/README.md); it also runs in the page. */
export const LIVE_FLAG = "live";

/**
 * Set by the build (remark-samples), never written by hand: the sample runs
 * in the page (▶ Run). A sample that cannot carries `norun="why"` instead.
 */
export const BROWSER_RUN_FLAG = "browser-run";

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set(), flags: new Set(), attributes: [] };
  if (!meta) return result;
  for (const match of meta.matchAll(TOKEN)) {
    const [, name, doubleQuoted, singleQuoted, bare, ranges, flag] = match;
    if (name !== undefined) {
      // Inside double quotes, \" and \\ stand for themselves.
      const value = doubleQuoted?.replace(/\\(.)/g, "$1") ?? singleQuoted ?? bare ?? "";
      result.attributes.push({ name, value });
      if (name === "title") result.title = value;
    } else if (ranges !== undefined) {
      addRanges(ranges, result.highlightLines);
    } else if (flag !== undefined) {
      result.flags.add(flag);
    }
  }
  return result;
}

/** The values of one attribute, in order (an absent one gives []). */
export function metaValues(meta: CodeMeta, name: string): string[] {
  return meta.attributes.filter((attribute) => attribute.name === name).map((attribute) => attribute.value);
}

function addRanges(text: string, into: Set<number>): void {
  for (const part of text.split(",")) {
    const [startText, endText] = part.trim().split("-");
    const start = Number(startText);
    const end = endText === undefined ? start : Number(endText);
    if (!Number.isInteger(start) || !Number.isInteger(end)) continue;
    for (let line = start; line <= end; line++) into.add(line);
  }
}
