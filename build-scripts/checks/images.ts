import path from "node:path";
import type { CheckInput, Finding } from "./types";

/** `![alt](src "title")`; the src may be wrapped in <…> when it has spaces. */
const MARKDOWN_IMAGE = /!\[[^\]]*\]\(\s*(<[^>]*>|[^)\s]+)/g;

/**
 * Missing Markdown images fail the build. A src starting with "/" is served
 * from `public/`; anything else is relative to the MDX file. External images
 * (any URL scheme, or protocol-relative) are allowed unchecked.
 */
export function checkImages(input: CheckInput): Finding[] {
  const exists = input.imageExists;
  if (!exists) return [];
  const findings: Finding[] = [];
  for (const page of input.pages) {
    if (!page.sourceFile || page.sourceText === undefined) continue;
    const lines = page.sourceText.split("\n");
    let inFence = false;
    lines.forEach((line, index) => {
      // Images inside code samples are text, not images.
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      if (inFence) return;
      for (const match of line.matchAll(MARKDOWN_IMAGE)) {
        const src = (match[1] ?? "").replace(/^<|>$/g, "");
        if (!src || /^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith("//")) continue;
        const file = decodeURI(src.split(/[?#]/)[0] ?? src);
        const resolved = file.startsWith("/")
          ? path.posix.join("public", file)
          : path.posix.join(path.posix.dirname(page.sourceFile ?? ""), file);
        if (!exists(resolved)) {
          findings.push({
            rule: "missing-image",
            severity: "error",
            message: `${page.sourceFile}:${index + 1}: image ${src} not found (looked for ${resolved})`,
          });
        }
      }
    });
  }
  return findings;
}
