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

/**
 * Whether the doc comment's default is wrong: it disagrees with the value read
 * back, or the reader default's probe found it wrong (ReaderDefault.docIs).
 */
export function docWrong(option: ApiOption): boolean {
  return option.readerDefault?.docIs === "wrong" || defaultDisagrees(option);
}

/** Anchor of the Options table; member anchors all carry a kind prefix, so it cannot collide. */
export const OPTIONS_SECTION_ID = "options";

/**
 * What the code really does with an option where its doc comment's line says
 * otherwise: no code reads it (ApiOption.neverRead), or a checked note
 * (ApiOption.note). The page and its Markdown twin show it, label first,
 * before the comment's line (`docSays`).
 */
export function optionCorrection(option: ApiOption): { label: string; fact: string } | undefined {
  if (option.neverRead) return { label: "Does nothing:", fact: "no code of the library reads it." };
  if (option.note) return { label: "In fact:", fact: option.note };
  return undefined;
}

export const docSays = (summary: string | undefined) => (summary ? ` Doc says: “${summary}”` : "");
