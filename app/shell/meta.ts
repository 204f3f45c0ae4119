import type { MetaDescriptor } from "react-router";
import { siteConfig } from "../site-config";
import { docsearchTag } from "../../contracts/docs-versions";
import { canonicalPath } from "../common/trailing-slash";

/**
 * Title, description, canonical URL and social cards for one page. Every
 * route builds its meta here so no page ships without them.
 */
export function pageMeta(page: {
  title: string;
  description: string;
  path: string;
  /** The docs version an API page documents; other pages belong to none. */
  version?: string;
}): MetaDescriptor[] {
  const fullTitle =
    page.path === "/" ? `${siteConfig.title}: ${siteConfig.tagline}` : `${page.title} | ${siteConfig.title}`;
  const url = canonicalUrl(page.path);
  return [
    { title: fullTitle },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.path === "/" ? "website" : "article" },
    { property: "og:site_name", content: siteConfig.title },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: page.description },
    // What a DocSearch crawler records as the page's tag: the contextual search facet (algolia-engine.ts).
    { name: "docsearch:docusaurus_tag", content: docsearchTag(page.version) },
  ];
}

/** The absolute URL of a page, in the site's trailing-slash form. */
export function canonicalUrl(path: string): string {
  return new URL(canonicalPath(path), siteConfig.url).href;
}
