import type { Element, ElementContent, Root } from "hast";
import { visit } from "unist-util-visit";

/** The class of inline code that holds spaces; each of its words is a `CODE_WORD_CLASS` span. */
export const CODE_PHRASE_CLASS = "code-phrase";
export const CODE_WORD_CLASS = "code-word";

/**
 * Inline code is laid out as one unbreakable box (app.css) so that a token
 * such as `1.0.0-alpha.23` never splits at its hyphen. Code with spaces
 * (`npm view @unblessed/node time --json`) would then jump to a line of its
 * own: it stays inline and wraps at its spaces, and each word is a box of its own.
 */
export function rehypeInlineCode() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, _index, parent) => {
      if (node.tagName !== "code" || (parent?.type === "element" && parent.tagName === "pre")) return;
      const only = node.children.length === 1 ? node.children[0] : undefined;
      if (only?.type !== "text" || !/\s/.test(only.value.trim())) return;
      node.properties["className"] = [CODE_PHRASE_CLASS];
      node.children = only.value.split(/(\s+)/).flatMap((part): ElementContent[] => {
        if (part === "") return [];
        if (/^\s+$/.test(part)) return [{ type: "text", value: part }];
        return [
          {
            type: "element",
            tagName: "span",
            properties: { className: [CODE_WORD_CLASS] },
            children: [{ type: "text", value: part }],
          },
        ];
      });
    });
  };
}
