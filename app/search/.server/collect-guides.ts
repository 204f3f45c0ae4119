import type { Heading, Root, RootContent } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import { readPageSource } from "../../content-pipeline/.server/content/page-source";
import { createHeadingIds } from "../../../contracts/heading-ids";
import type { SearchDocument } from "../engine/documents";

/** A guide page as the collector needs it: where its source is and where it lives. */
export interface GuidePage {
  file: string;
  path: string;
  title: string;
  description: string;
  category: string;
}

type GuideDocument = Omit<SearchDocument, "id">;

/**
 * Splits a guide into one document for the page (its title, description and
 * the prose before the first h2) and one per h2/h3 section; deeper headings
 * stay inside their section, matching the table of contents (h2–h3).
 *
 * Anchors come from the same numbering as rehype-headings
 * (contracts/heading-ids.ts, over every heading in order, nested ones
 * included), so each hit lands on the heading it names; a test compares them
 * with the compiled pages.
 *
 * A syntax error throws an MdxCompileError naming the file, line and column.
 */
export function collectGuide(page: GuidePage): GuideDocument[] {
  const tree = readPageSource(page.file).tree;
  const ids = headingIdsOf(tree);

  const pageDoc: GuideDocument = {
    url: page.path,
    title: page.title,
    page: page.title,
    category: page.category,
    kind: "page",
    text: page.description,
  };
  const docs: GuideDocument[] = [pageDoc];
  let current: { doc: GuideDocument; parts: string[] } = { doc: pageDoc, parts: [page.description] };
  let currentH2: string | undefined;

  const flush = () => {
    current.doc.text = normaliseSpace(current.parts.join(" "));
  };

  tree.children.forEach((node, i) => {
    if (node.type === "heading") {
      const heading = node as Heading;
      const text = toString(heading).trim();
      const id = ids.get(heading) ?? "";
      if (heading.depth === 2 || heading.depth === 3) {
        flush();
        const doc: GuideDocument = {
          url: `${page.path}#${id}`,
          title: text,
          page: page.title,
          category: page.category,
          kind: "section",
          text: "",
        };
        if (heading.depth === 3 && currentH2) doc.parent = currentH2;
        if (heading.depth === 2) currentH2 = text;
        docs.push(doc);
        current = { doc, parts: [] };
        return;
      }
      current.parts.push(text);
      return;
    }
    let prose = proseOf(node);
    // "… looks like this:" introduces the code block the index leaves out.
    if (node.type === "paragraph" && isDropped(tree.children[i + 1])) prose = prose.replace(LEAD_IN, "");
    if (prose) current.parts.push(prose);
  });
  flush();
  return docs;
}

export interface GuideHeading {
  depth: number;
  text: string;
  id: string;
}

/** Every heading of an MDX file with the id the compiled page gives it. */
export function guideHeadings(file: string): GuideHeading[] {
  const ids = headingIdsOf(readPageSource(file).tree);
  return [...ids].map(([heading, id]) => ({ depth: heading.depth, text: toString(heading).trim(), id }));
}

function headingIdsOf(tree: Root): Map<Heading, string> {
  const headingId = createHeadingIds();
  const ids = new Map<Heading, string>();
  visit(tree, "heading", (heading: Heading) => {
    ids.set(heading, headingId(toString(heading).trim(), explicitIdOf(heading)));
  });
  return ids;
}

/** An id a remark plugin set for the HTML heading (`data.hProperties.id`), as rehype-headings reads it. */
function explicitIdOf(heading: Heading): string | undefined {
  // mdast-util-to-hast's field; its type augmentation is not installed here.
  const data: { hProperties?: { id?: unknown } } | undefined = heading.data;
  const id = data?.hProperties?.id;
  return typeof id === "string" ? id : undefined;
}

/**
 * The words a reader would search for. Code blocks are left out: the API
 * reference indexes every symbol, and listings would triple the index for
 * little gain. Imports, exports and expressions are not prose either.
 */
function proseOf(node: RootContent): string {
  if (isDropped(node)) return "";
  switch (node.type) {
    case "paragraph":
      return withoutPointers(toString(node));
    case "tableCell":
      // Phrasing content: join its runs as written ("**a**b" is "ab", not "a b").
      return toString(node);
    default:
      return "children" in node
        ? node.children.map((child) => proseOf(child as RootContent)).join(" ")
        : toString(node);
  }
}

const DROPPED: ReadonlySet<string> = new Set(["code", "mdxjsEsm", "mdxFlowExpression", "html", "thematicBreak"]);

function isDropped(node: RootContent | undefined): boolean {
  return node !== undefined && DROPPED.has(node.type);
}

/**
 * Sentences that point at a listing or a run ("In the run below, …", "the
 * code above") mean nothing without it, and the index has no code: they are
 * left out whole, so a snippet or an Ask AI passage never quotes half a
 * demonstration.
 */
const POINTS_AT_BLOCK =
  /\b(?:runs?|samples?|output|panels?|script|program|code|listing|screens?)\s+(?:below|above|under)\b/i;
/** The last sentence of a paragraph, when it ends in a colon. */
const LEAD_IN = /(?:^|(?<=[.!?]\s))[^.!?]*:\s*$/;

function withoutPointers(text: string): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !POINTS_AT_BLOCK.test(sentence))
    .join(" ");
}

function normaliseSpace(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\s+([.,;:!?)])/g, "$1")
    .trim();
}
