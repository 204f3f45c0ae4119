import GithubSlugger from "github-slugger";
import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";
import { isTocDepth, type TocEntry } from "../../lib/toc";

const HEADING = /^h([1-6])$/;

/**
 * Gives every heading a stable id (GitHub's slug rules, made unique per page),
 * appends a visible anchor link for deep linking, and collects h2–h3 into the
 * table of contents.
 */
export function rehypeHeadings(options: { toc: TocEntry[] }) {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, "element", (node: Element) => {
      const match = HEADING.exec(node.tagName);
      if (!match) return;
      const depth = Number(match[1]);
      const text = toString(node).trim();
      const explicit = typeof node.properties["id"] === "string" ? node.properties["id"] : undefined;
      const id = explicit ?? slugger.slug(text);
      node.properties["id"] = id;
      node.children.push(anchorLink(id, text));
      if (isTocDepth(depth)) options.toc.push({ id, text, depth });
    });
  };
}

function anchorLink(id: string, text: string): ElementContent {
  return {
    type: "element",
    tagName: "a",
    properties: {
      className: ["heading-anchor"],
      href: `#${id}`,
      ariaLabel: `Direct link to ${text}`,
    },
    children: [{ type: "text", value: "#" }],
  };
}

/** The TOC of a page on its own, for tools that have only the HTML tree. */
export function extractToc(tree: Root): TocEntry[] {
  const toc: TocEntry[] = [];
  rehypeHeadings({ toc })(tree);
  return toc;
}
