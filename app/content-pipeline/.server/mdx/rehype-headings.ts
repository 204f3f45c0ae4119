import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";
import { createHeadingIds } from "../../../../contracts/heading-ids";
import { isTocDepth, type TocEntry } from "../../../../contracts/toc";

const HEADING = /^h([1-6])$/;

/**
 * Gives every heading its id (contracts/heading-ids.ts), appends a visible
 * anchor link for deep linking, and collects h2–h3 into the table of contents.
 */
export function rehypeHeadings(options: { toc: TocEntry[] }) {
  return (tree: Root) => {
    const headingId = createHeadingIds();
    visit(tree, "element", (node: Element) => {
      const match = HEADING.exec(node.tagName);
      if (!match) return;
      const depth = Number(match[1]);
      const text = toString(node).trim();
      const explicit = typeof node.properties["id"] === "string" ? node.properties["id"] : undefined;
      const id = headingId(text, explicit);
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
