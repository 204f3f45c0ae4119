import type { Element, ElementContent, Root } from "hast";
import { visit } from "unist-util-visit";

/** Inline code of one short token: it never breaks (app.css). */
export const CODE_TOKEN_CLASS = "code-token";
/** The class of inline code that holds spaces; each of its short words is a `CODE_WORD_CLASS` span. */
export const CODE_PHRASE_CLASS = "code-phrase";
export const CODE_WORD_CLASS = "code-word";
/**
 * The longest token kept whole. Longer ones (a path, an error message's file
 * name) could not fit a 320 px line anyway and wrap where they must.
 */
export const SHORT_TOKEN_MAX = 24;

const isShort = (token: string) => token.length <= SHORT_TOKEN_MAX;

/**
 * Inline code flows with its sentence, so the punctuation after it stays on
 * its line (an unbreakable box let `Box` and its full stop part). A short
 * token such as `1.0.0-alpha.23` still never splits at its hyphen: it is
 * marked as a token, or, inside code with spaces (`npm install --save-exact`),
 * each short word is a span of its own, so the phrase wraps at its spaces.
 */
export function rehypeInlineCode() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, _index, parent) => {
      if (node.tagName !== "code" || (parent?.type === "element" && parent.tagName === "pre")) return;
      const only = node.children.length === 1 ? node.children[0] : undefined;
      if (only?.type !== "text") return;
      const text = only.value;
      if (!/\s/.test(text.trim())) {
        if (isShort(text.trim())) node.properties["className"] = [CODE_TOKEN_CLASS];
        return;
      }
      node.properties["className"] = [CODE_PHRASE_CLASS];
      node.children = text.split(/(\s+)/).flatMap((part): ElementContent[] => {
        if (part === "") return [];
        if (/^\s+$/.test(part) || !isShort(part)) return [{ type: "text", value: part }];
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
