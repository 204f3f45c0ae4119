import type { Root, Paragraph, PhrasingContent, Text } from "mdast";
import type { ContainerDirective, LeafDirective, TextDirective } from "mdast-util-directive";
import type { MdxJsxAttribute, MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { visit, SKIP } from "unist-util-visit";

export const ADMONITION_TYPES = ["note", "tip", "info", "warning", "danger"] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

/**
 * Turns `:::tip[Optional title]` containers into `<Admonition>` elements.
 * Any other directive is put back as the text it was written as: prose such
 * as "press :q" must not vanish because it happens to look like a directive.
 */
export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === "containerDirective" && isAdmonition(node.name)) {
        const { title, children } = splitLabel(node);
        const attributes: MdxJsxAttribute[] = [{ type: "mdxJsxAttribute", name: "type", value: node.name }];
        if (title) attributes.push({ type: "mdxJsxAttribute", name: "title", value: title });
        const element: MdxJsxFlowElement = {
          type: "mdxJsxFlowElement",
          name: "Admonition",
          attributes,
          children,
        };
        if (parent && index !== undefined) parent.children.splice(index, 1, element as never);
        return;
      }
      if (
        (node.type === "textDirective" || node.type === "leafDirective" || node.type === "containerDirective") &&
        parent &&
        index !== undefined
      ) {
        parent.children.splice(index, 1, ...(restoreDirective(node) as never[]));
        return [SKIP, index];
      }
      return undefined;
    });
  };
}

function isAdmonition(name: string): name is AdmonitionType {
  return (ADMONITION_TYPES as readonly string[]).includes(name);
}

function splitLabel(node: ContainerDirective): { title?: string; children: ContainerDirective["children"] } {
  const [first, ...rest] = node.children;
  if (first?.type === "paragraph" && first.data && "directiveLabel" in first.data && first.data.directiveLabel) {
    return { title: plainText(first.children), children: rest };
  }
  return { children: node.children };
}

function plainText(nodes: PhrasingContent[]): string {
  return nodes
    .map((child) =>
      "value" in child ? child.value : "children" in child ? plainText(child.children as PhrasingContent[]) : "",
    )
    .join("");
}

function restoreDirective(node: TextDirective | LeafDirective | ContainerDirective): (Text | Paragraph)[] {
  const marker = node.type === "textDirective" ? ":" : node.type === "leafDirective" ? "::" : ":::";
  const label = node.type === "textDirective" ? plainText(node.children) : "";
  const text: Text = { type: "text", value: `${marker}${node.name}${label ? `[${label}]` : ""}` };
  if (node.type === "textDirective") return [text];
  const restored: Paragraph = { type: "paragraph", children: [text] };
  // A container keeps its body so that no written content is lost.
  return node.type === "containerDirective" ? [restored, ...(node.children as Paragraph[])] : [restored];
}
