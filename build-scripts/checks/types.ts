/** One built HTML page as the checks see it; the source is known for MDX pages only. */
export interface CheckPage {
  /** URL path, e.g. "/docs/concepts/events"; "/404.html" for the not-found page. */
  path: string;
  html: string;
  /** Project-relative MDX file that the page was rendered from. */
  sourceFile?: string;
  sourceText?: string;
}

/**
 * A file other than a page's own MDX that can hold links written into every
 * page (the site config for navbar and footer, the sidebar config). Searched
 * for a broken href so the report can name a file and line.
 */
export interface SharedSource {
  file: string;
  text: string;
}

export type Severity = "error" | "warning";

export interface Finding {
  rule:
    | "broken-link"
    | "non-canonical-link"
    | "broken-anchor"
    | "duplicate-route"
    | "missing-image"
    | "missing-meta"
    | "machine-path";
  severity: Severity;
  message: string;
}

export interface CheckInput {
  pages: CheckPage[];
  /** Every route on the prerender list, without trailing slashes. */
  routes: ReadonlySet<string>;
  /** The site's trailing-slash form that internal links must use; the site config's by default. */
  trailingSlash?: boolean;
  /** Non-page files of the build ("/logo.svg"): links to them are fine. */
  files?: ReadonlySet<string>;
  sharedSources?: SharedSource[];
  /** Does a Markdown image target exist? Receives the resolved project-relative path. */
  imageExists?: (resolved: string) => boolean;
}
