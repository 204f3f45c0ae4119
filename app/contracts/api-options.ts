/**
 * Options table rules shared by the page and the tests.
 */
import type { ApiOption } from "./api-model";

/**
 * True when a declared default says something other than the value the code
 * stores. An option the widget leaves unset may still be read as that default
 * where it is used (`options.invertSelected !== false`), so "unset" never
 * counts as a disagreement: the page shows both instead.
 */
export function defaultDisagrees(option: ApiOption): boolean {
  if (option.declaredDefault === undefined || option.applied === undefined || option.applied === null) return false;
  const norm = (text: string) => {
    const bare = text.replace(/["'`\s]/g, "").toLowerCase();
    const number = Number(bare);
    return bare !== "" && Number.isFinite(number) ? String(number) : bare;
  };
  return norm(option.declaredDefault) !== norm(option.applied);
}

/** Anchor of the Options table; member anchors all carry a kind prefix, so it cannot collide. */
export const OPTIONS_SECTION_ID = "options";

/**
 * How a row says that no code reads its option (ApiOption.neverRead), on the
 * page and in its Markdown twin: the fact first, then the comment's promise.
 */
export const NEVER_READ = { label: "Does nothing:", reason: "no code of the library reads it." } as const;
export const docSays = (summary: string | undefined) => (summary ? ` Doc says: “${summary}”` : "");
/** The label before a note on what an option really does (ApiOption.note). */
export const OPTION_NOTE_LABEL = "In fact:";
