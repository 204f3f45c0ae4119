import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";
import { TABLE_LABEL_PROP } from "../../../../contracts/table-label";

const HEADING = /^h[1-6]$/;

/**
 * Names each table after the section it sits in ("Table: Keys and actions"),
 * numbering a second table of the same section, so that the scrollable region
 * the page wraps it in (app/docs-page/mdx/mdx-components.tsx) has a name of
 * its own: two regions both called "Table" are one landmark name twice.
 */
export function rehypeTableLabels() {
  return (tree: Root) => {
    let section = "";
    const seen = new Map<string, number>();
    visit(tree, "element", (node: Element) => {
      if (HEADING.test(node.tagName)) {
        section = toString(node).trim();
        return;
      }
      if (node.tagName !== "table") return;
      const count = (seen.get(section) ?? 0) + 1;
      seen.set(section, count);
      const name = section ? `Table: ${section}` : "Table";
      node.properties[TABLE_LABEL_PROP.hast] = count > 1 ? `${name} (${count})` : name;
    });
  };
}
