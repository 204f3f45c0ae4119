import GithubSlugger from "github-slugger";

/**
 * Heading ids of one page, in document order: an explicit id as written,
 * otherwise GitHub's slug of the heading's text, made unique on the page
 * (`usage`, `usage-1`). The MDX compiler (rehype-headings), the search
 * collector and the content tests all number headings with this, so a search
 * hit or a `#link` lands on the heading it names.
 */
export function createHeadingIds(): (text: string, explicitId?: string) => string {
  const slugger = new GithubSlugger();
  return (text, explicitId) => explicitId ?? slugger.slug(text);
}
