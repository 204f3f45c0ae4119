import type { ShikiTransformer } from "shiki";
import { BROWSER_RUN_FLAG, LIVE_FLAG, parseCodeMeta } from "./code-meta";

/**
 * Carries the fence meta into the highlighted HTML: the title becomes a
 * `data-title` the code block component draws as a caption, and listed lines
 * get a class the stylesheet tints. A sample that runs in the page gets
 * `data-live`.
 */
export function codeMetaTransformer(): ShikiTransformer {
  return {
    name: "unblessed-docs:code-meta",
    pre(node) {
      const meta = parseCodeMeta(this.options.meta?.__raw);
      if (meta.title) node.properties["dataTitle"] = meta.title;
      node.properties["dataLanguage"] = this.options.lang;
      if (meta.flags.has(LIVE_FLAG) || meta.flags.has(BROWSER_RUN_FLAG)) node.properties["dataLive"] = "";
    },
    line(node, line) {
      const meta = parseCodeMeta(this.options.meta?.__raw);
      if (meta.highlightLines.has(line)) this.addClassToHast(node, "highlighted");
    },
  };
}
