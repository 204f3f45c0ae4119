import type { Code, Root } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { visit } from "unist-util-visit";
import { sampleTypesHref } from "../../../../contracts/sample-types";
import { docPageOfFile } from "../content/manifest";
import type { PageSampleNames } from "../sample-types/page-sample-names";
import { sampleNamesOf } from "../sample-types/sample-types-cache";
import { isTypedSample } from "../sample-types/typed-sample";

/** The component that loads the page's types on the first hover, focus or tap (app/docs-page/mdx/mdx-components.tsx). */
export const SAMPLE_TYPES_COMPONENT = "SampleTypes";

/**
 * Asks the compiler about the names of every TypeScript and JavaScript sample
 * of the page (./shiki-sample-names.ts then marks them in the highlighted
 * code), and ends the page with `<SampleTypes src="…">` when any name has
 * something to show. A page outside the manifest (a test's content folder)
 * has no file to point at and gets no names.
 */
export function remarkSampleNames(options: { file: string; names: PageSampleNames }) {
  const page = docPageOfFile(options.file);
  return (tree: Root) => {
    if (!page) return;
    const samples: Code[] = [];
    visit(tree, "code", (node: Code) => {
      if (isTypedSample(node.lang, node.meta)) samples.push(node);
    });
    const { names } = sampleNamesOf(
      samples.map((node) => ({ lang: (node.lang ?? "").toLowerCase(), code: node.value })),
    );
    samples.forEach((node, i) => options.names.add(node.value, names[i] ?? []));
    if (options.names.size === 0) return;
    const loader: MdxJsxFlowElement = {
      type: "mdxJsxFlowElement",
      name: SAMPLE_TYPES_COMPONENT,
      attributes: [{ type: "mdxJsxAttribute", name: "src", value: sampleTypesHref(page.path) }],
      children: [],
    };
    tree.children.push(loader);
  };
}
