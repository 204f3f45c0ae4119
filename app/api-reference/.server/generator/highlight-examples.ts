/**
 * Fills in the highlighted HTML of every code block of a page, before the
 * generator writes it: the model on disk is what the page renders, and no
 * loader changes it. The highlighter is passed in (the site's Shiki setup,
 * a stub in tests). Results are cached by language and code: inherited
 * members repeat the same examples across many pages.
 */
import type { ApiPageData, Block, DocComment } from "../../../../contracts/api-model";

export type Highlighter = (code: string, lang: string) => Promise<string>;

const cache = new Map<string, Promise<string>>();

export async function highlightPage(page: ApiPageData, highlight: Highlighter): Promise<ApiPageData> {
  const blocks: Extract<Block, { t: "code" }>[] = [];
  collectPage(page, blocks);
  await Promise.all(
    blocks.map(async (block) => {
      const key = `${block.lang}\u0000${block.code}`;
      let html = cache.get(key);
      if (!html) {
        html = highlight(block.code, block.lang).catch(() => highlight(block.code, "text"));
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
