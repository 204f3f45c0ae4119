/**
 * Where a page's Markdown twin is served: its URL plus `.md`
 * (`/docs/concepts/events` → `/docs/concepts/events.md`). The build writes
 * the files there and the page links to them, both through this function.
 */
export function markdownPath(pagePath: string): string {
  const clean = pagePath.length > 1 ? pagePath.replace(/\/+$/, "") : pagePath;
  return `${clean}.md`;
}
