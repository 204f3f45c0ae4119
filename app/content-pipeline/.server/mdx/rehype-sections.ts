import type { Element, Root, RootContent } from "hast";
import { DEFERRED_LAYOUT_CLASS } from "../../../../contracts/deferred-layout";

/**
 * Puts each h2 and what follows it, up to the next h2, in a `<section>` that
 * the browser lays out only as it nears the viewport (contracts/deferred-layout.ts):
 * a long guide's first frame then costs what its first screen costs. The
 * page's imports and exports stay at the top level, where MDX needs them.
 */
export function rehypeSections() {
  return (tree: Root) => {
    const children: RootContent[] = [];
    let section: Element | undefined;
    for (const node of tree.children) {
      if (node.type === "element" && node.tagName === "h2") {
        section = {
          type: "element",
          tagName: "section",
          properties: { className: [DEFERRED_LAYOUT_CLASS] },
          children: [],
        };
        children.push(section);
      }
      if (section && node.type !== "mdxjsEsm" && node.type !== "doctype")
        section.children.push(node as Element["children"][number]);
      else children.push(node);
    }
    tree.children = children;
  };
}
