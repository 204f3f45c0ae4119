/**
 * Fills in the highlighted HTML of every code block of a page, before the
 * generator writes it: the model on disk is what the page renders, and no
 * loader changes it. The highlighter is passed in (the site's Shiki setup,
 * a stub in tests). Results are cached by language, code and the marks of
 * its names: inherited members repeat the same examples across many pages.
 */
import type { ShikiTransformer } from "shiki";
import type { ApiPageData, Block, DocComment } from "../../../../contracts/api-model";
import type { PageSampleNames } from "../../../content-pipeline/.server/sample-types/page-sample-names";
import { sampleNamesTransformer } from "../../../content-pipeline/.server/mdx/shiki-sample-names";

export type Highlighter = (code: string, lang: string, transformers?: ShikiTransformer[]) => Promise<string>;

const cache = new Map<string, Promise<string>>();

/** `names`: the page's described names (./example-names.ts), marked in its examples' code. */
export async function highlightPage(
  page: ApiPageData,
  highlight: Highlighter,
  names?: PageSampleNames,
): Promise<ApiPageData> {
  const blocks: Extract<Block, { t: "code" }>[] = [];
  collectPage(page, blocks);
  const transformers = names ? [sampleNamesTransformer(names)] : [];
  await Promise.all(
    blocks.map(async (block) => {
      // Each page numbers its names: the same example is marked differently on two pages.
      const marks = names ? JSON.stringify(names.placesIn(block.code)) : "";
      const key = `${block.lang}\u0000${block.code}\u0000${marks}`;
      let html = cache.get(key);
      if (!html) {
        html = highlight(block.code, block.lang, transformers).catch(() => highlight(block.code, "text"));
        cache.set(key, html);
      }
      block.html = await html;
    }),
  );
  return page;
}

function collectPage(page: ApiPageData, out: Extract<Block, { t: "code" }>[]): void {
  collectDoc(page.doc, out);
  if (page.kind === "index" || page.kind === "module") return;
  for (const sig of page.signatures ?? []) collectDoc(sig.doc, out);
  for (const group of page.groups ?? []) {
    for (const member of group.members) {
      collectDoc(member.doc, out);
      for (const sig of member.signatures ?? []) collectDoc(sig.doc, out);
    }
  }
}

function collectDoc(doc: DocComment | undefined, out: Extract<Block, { t: "code" }>[]): void {
  if (!doc) return;
  const lists: (Block[] | undefined)[] = [
    doc.summary,
    doc.remarks,
    doc.see,
    doc.deprecated,
    doc.defaultValue,
    doc.returns,
    doc.throws,
    ...(doc.examples ?? []).map((e) => e.body),
    ...(doc.tags ?? []).map((t) => t.body),
  ];
  for (const blocks of lists) collectBlocks(blocks ?? [], out);
}

function collectBlocks(blocks: Block[], out: Extract<Block, { t: "code" }>[]): void {
  for (const block of blocks) {
    if (block.t === "code") out.push(block);
    else if (block.t === "list") for (const item of block.items) collectBlocks(item, out);
  }
}
