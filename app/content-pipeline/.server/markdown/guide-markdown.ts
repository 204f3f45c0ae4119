import type { BlockContent, Code, Link, Paragraph, Root, RootContent } from "mdast";
import type { MdxJsxAttribute, MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import remarkGfm from "remark-gfm";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { readPageSource } from "../content/page-source";
import { parseCodeMeta } from "../mdx/code-meta";
import { remarkAdmonitions } from "../mdx/remark-admonitions";
import { checkSample } from "../samples/check-sample";
import { screenText } from "../../../../contracts/screen-capture";
import { siteConfig } from "../../../site-config";

export interface GuideForMarkdown {
  file: string;
  title: string;
  description: string;
}

// Only GFM on the way out (tables, task lists). The directive syntax would escape a
// colon before a word (`a\:b`), and the admonitions are quotes by then.
const printer = unified().use(remarkStringify, { bullet: "-", fences: true, rule: "-" }).use(remarkGfm);

/**
 * A guide as plain Markdown for readers that are programs: the same prose and
 * samples as the page, with what only a browser can show turned into text.
 * Admonitions become quotes with their title, tabs become labelled sections,
 * site links become absolute URLs, and each sample the build ran is followed
 * by the screen it drew. Nothing of JSX or ESM is left.
 */
export async function guideToMarkdown(guide: GuideForMarkdown): Promise<string> {
  // A copy: the steps below rewrite the tree, which other readers share.
  const tree = readPageSource(guide.file).treeCopy();
  // The page compiler's own admonition rule, so both read `:::tip[…]` alike.
  remarkAdmonitions()(tree);
  await appendSampleOutputs(tree);
  const body = printer.stringify(plainMarkdown(tree)).trim();
  return `# ${guide.title}\n\n> ${guide.description}\n\n${body}\n`;
}

/** The site's absolute URL for a root-relative link; other links are left alone. */
export function absoluteUrl(href: string): string {
  return href.startsWith("/") ? `${siteConfig.url}${href}` : href;
}

async function appendSampleOutputs(tree: Root): Promise<void> {
  const found: Array<{ node: Code; parent: { children: RootContent[] } }> = [];
  visit(tree, "code", (node, _index, parent) => {
    if (parent) found.push({ node, parent: parent as { children: RootContent[] } });
  });
  // Answered from the capture cache the build filled; a sample that fails here failed the build first.
  const outcomes = await Promise.all(found.map(({ node }) => checkSample(node.lang ?? "", node.value, node.meta)));
  outcomes.forEach((outcome, i) => {
    const entry = found[i];
    if (!entry || outcome.kind !== "ran") return;
    const output: RootContent[] = outcome.frames.flatMap((frame) => [
      paragraph(`${frame.name === "final" ? "Output" : `Frame "${frame.name}"`} (${frame.caption}):`),
      { type: "code", lang: "text", value: screenText(frame.screen).replace(/\n+$/, "") } satisfies Code,
    ]);
    entry.parent.children.splice(entry.parent.children.indexOf(entry.node) + 1, 0, ...output);
  });
}

function plainMarkdown(tree: Root): Root {
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return undefined;
    const siblings = parent.children as RootContent[];
    switch (node.type) {
      case "mdxjsEsm":
      case "mdxFlowExpression":
      case "mdxTextExpression":
        siblings.splice(index, 1);
        return [SKIP, index];
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
        siblings.splice(index, 1, ...(replaceElement(node as MdxJsxFlowElement) as RootContent[]));
        return [SKIP, index];
      case "link":
      case "image":
      case "definition":
        (node as Link).url = absoluteUrl((node as Link).url);
        return undefined;
      case "code": {
        // Keep the language and the file name; the runner's meta is for the build.
        const title = parseCodeMeta(node.meta).title;
        node.meta = title ? `title="${title}"` : null;
        return undefined;
      }
      default:
        return undefined;
    }
  });
  return tree;
}

function replaceElement(element: MdxJsxFlowElement): RootContent[] {
  const children = element.children as RootContent[];
  switch (element.name) {
    case "Admonition": {
      const type = attribute(element, "type") ?? "note";
      const title = attribute(element, "title");
      const label = `${type[0]?.toUpperCase() ?? ""}${type.slice(1)}${title ? `: ${title}` : ""}`;
      const heading: Paragraph = {
        type: "paragraph",
        children: [{ type: "strong", children: [{ type: "text", value: label }] }],
      };
      return [{ type: "blockquote", children: [heading, ...(children as BlockContent[])] }];
    }
    case "Tab": {
      const label = attribute(element, "label") ?? "";
      return [
        { type: "paragraph", children: [{ type: "strong", children: [{ type: "text", value: label }] }] },
        ...children,
      ];
    }
    default:
      // Tabs and any other wrapper: their content is what a reader needs.
      return children;
  }
}

function attribute(element: MdxJsxFlowElement, name: string): string | undefined {
  const found = element.attributes.find(
    (attr): attr is MdxJsxAttribute => attr.type === "mdxJsxAttribute" && attr.name === name,
  );
  return typeof found?.value === "string" ? found.value : undefined;
}

function paragraph(text: string): Paragraph {
  return { type: "paragraph", children: [{ type: "text", value: text }] };
}
