import { sampleHref } from "~/lib/playground/code-url";
import { PLAYGROUND_PATH } from "~/lib/playground/page-info";

/**
 * The playground link of a sample on this page. Loaded when the reader
 * reaches for "Open in playground", not with the page.
 */
export function playgroundLink(code: string, filename = "program.ts"): string {
  const page = { path: window.location.pathname, title: document.querySelector("h1")?.textContent ?? "" };
  return sampleHref(PLAYGROUND_PATH, code, { filename, page });
}
