import type { Code } from "mdast";
import { visit } from "unist-util-visit";
import type { PlaygroundExample } from "../../contracts/playground";
import { getManifest } from "../content-pipeline/.server/content/manifest";
import { readPageSource } from "../content-pipeline/.server/content/page-source";
import { sidebarReadingOrder } from "../content-pipeline/.server/content/sidebar";
import { LIVE_FLAG, parseCodeMeta } from "../content-pipeline/.server/mdx/code-meta";

/**
 * Every `live` sample of the docs, in the sidebar's reading order: the
 * playground's examples are the samples of the pages, read from the same
 * MDX at build time, so the two cannot drift apart.
 */
export function loadPlaygroundExamples(manifest = getManifest()): PlaygroundExample[] {
  const examples: PlaygroundExample[] = [];
  const ids = new Set<string>();
  for (const link of sidebarReadingOrder(manifest.sidebar)) {
    const page = manifest.byPath.get(link.href);
    if (!page || page.source.kind !== "mdx") continue;
    visit(readPageSource(page.source.file).tree, "code", (node: Code) => {
      const meta = parseCodeMeta(node.meta);
      if (!meta.flags.has(LIVE_FLAG)) return;
      const filename = meta.title ?? "program.ts";
      let id = filename.replace(/\.[^.]+$/, "");
      // Two pages may both have a hello.ts: the second is told apart by its page.
      if (ids.has(id)) id = `${page.id.split("/").pop()}-${id}`;
      ids.add(id);
      examples.push({ id, filename, page: { title: page.title, path: page.path }, code: node.value });
    });
  }
  return examples;
}
