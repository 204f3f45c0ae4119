import { headTags } from "./html";
import type { CheckInput, Finding } from "./types";

/** What `pageMeta` (app/shell/meta.ts) writes; a page missing any of them skipped it. */
export const REQUIRED_HEAD_TAGS = [
  "title",
  "name:description",
  "rel:canonical",
  "property:og:title",
  "property:og:description",
  "property:og:url",
  "property:og:type",
  "name:twitter:card",
  "name:twitter:title",
  "name:twitter:description",
] as const;

export function checkMeta(input: CheckInput): Finding[] {
  const findings: Finding[] = [];
  for (const page of input.pages) {
    const tags = headTags(page.html);
    const missing = REQUIRED_HEAD_TAGS.filter((key) => !tags.get(key)?.trim());
    if (missing.length) {
      findings.push({
        rule: "missing-meta",
        severity: "error",
        message: `page ${page.path}${page.sourceFile ? ` (${page.sourceFile})` : ""}: missing ${missing.join(", ")}; build its meta with pageMeta() from app/shell/meta.ts`,
      });
    }
  }
  return findings;
}
