/**
 * The words after a fence's language: ```ts title="app.ts" {1,3-5} no-check
 */
export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight. */
  highlightLines: Set<number>;
  /** Flags such as `no-check` (skip the type-check) or `showLineNumbers`. */
  flags: Set<string>;
}

/** Flag of a sample readers can run in the page ("Run in your browser", content/README.md). */
export const LIVE_FLAG = "live";

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set(), flags: new Set() };
  if (!meta) return result;
  let rest = meta;

  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(rest);
  if (title) {
    result.title = title[1] ?? title[2] ?? title[3];
    rest = rest.replace(title[0], " ");
  }

  const ranges = /\{([\d,\s-]+)\}/.exec(rest);
  if (ranges?.[1]) {
    for (const part of ranges[1].split(",")) {
      const [startText, endText] = part.trim().split("-");
      const start = Number(startText);
      const end = endText === undefined ? start : Number(endText);
      if (!Number.isInteger(start) || !Number.isInteger(end)) continue;
      for (let line = start; line <= end; line++) result.highlightLines.add(line);
    }
    rest = rest.replace(ranges[0], " ");
  }

  for (const word of rest.split(/\s+/)) if (word) result.flags.add(word);
  return result;
}
