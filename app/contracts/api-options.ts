/**
 * Options table rules shared by the page and its Markdown twin.
 */
import type { ApiOption } from "./api-model.js";

/** True when a declared `@default` says something other than what the code applies. */
export function defaultDisagrees(option: ApiOption): boolean {
  if (option.declaredDefault === undefined || option.applied === undefined) return false;
  const norm = (text: string | null) => (text ?? "undefined").replace(/["'`\s]/g, "").toLowerCase();
  return norm(option.declaredDefault) !== norm(option.applied);
}

/** Anchor of the Options table; member anchors all carry a kind prefix, so it cannot collide. */
export const OPTIONS_SECTION_ID = "options";
