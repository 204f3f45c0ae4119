import { checkImages } from "./images";
import { checkLinks } from "./links";
import { checkMeta } from "./meta";
import type { CheckInput, Finding } from "./types";

/** Every HTML-level rule; duplicates come from the manifest and are added by the caller. */
export function runChecks(input: CheckInput): Finding[] {
  return [...checkLinks(input), ...checkImages(input), ...checkMeta(input)];
}
