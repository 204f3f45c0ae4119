import { createHighlighter, type BundledLanguage, type Highlighter } from "shiki";

/**
 * The languages the docs use. Listing them keeps a build from loading every
 * grammar Shiki ships (about 15 s per build); anything else falls back to
 * plain text rather than failing.
 */
export const CODE_LANGUAGES = [
  "ts",
  "tsx",
  "js",
  "jsx",
  "json",
  "bash",
  "shell",
  "diff",
  "html",
  "css",
  "yaml",
  "md",
  "mdx",
] as const satisfies readonly BundledLanguage[];

export const FALLBACK_LANGUAGE = "text";
export const CODE_THEME = "github-dark-default";

/**
 * No time limit per line. Shiki's default (500 ms) gives up on a line that
 * takes longer and paints the rest of it in one colour, so a busy build
 * machine shipped different highlighting than a quiet one. Every call that
 * highlights for the site spreads these options.
 */
export const TOKENIZE_OPTIONS = { tokenizeTimeLimit: 0 } as const;

let highlighter: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [CODE_THEME], langs: [...CODE_LANGUAGES] });
  return highlighter;
}

export function resolveLanguage(lang: string | undefined): string {
  const wanted = (lang ?? "").toLowerCase();
  if (wanted === "sh" || wanted === "console") return "bash";
  return (CODE_LANGUAGES as readonly string[]).includes(wanted) ? wanted : FALLBACK_LANGUAGE;
}
