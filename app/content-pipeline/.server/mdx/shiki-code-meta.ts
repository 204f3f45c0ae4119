import type { ShikiTransformer } from "shiki";
import { BROWSER_RUN_FLAG, LIVE_FLAG, parseCodeMeta } from "./code-meta";
import { declaredSize } from "../samples/sample-spec";
import { gridAttribute } from "../../../../contracts/terminal-grid";

/**
 * Carries the fence meta into the highlighted HTML: the title becomes a
 * `data-title` the code block component draws as a caption, its line count
 * the stylesheet's estimate of its height (`--lines`), and listed lines
 * get a class the stylesheet tints. A sample that runs in the page gets
 * `data-live` with the grid it is written for, which its live terminal opens at,
 * and one of the playground's examples `data-live-example` too: the program its
 * page is about, whose Run gets the sandbox ready as soon as the page is idle.
 */
export function codeMetaTransformer(): ShikiTransformer {
  return {
    name: "unblessed-docs:code-meta",
    pre(node) {
      const meta = parseCodeMeta(this.options.meta?.__raw);
      if (meta.title) node.properties["dataTitle"] = meta.title;
      node.properties["dataLanguage"] = this.options.lang;
      // The block's height before the browser lays it out (app.css: a block off screen is laid out as it nears).
      const lines = this.source.replace(/\n$/, "").split("\n").length;
      node.properties["style"] = [node.properties["style"], `--lines:${lines}`].filter(Boolean).join(";");
      if (meta.flags.has(LIVE_FLAG) || meta.flags.has(BROWSER_RUN_FLAG)) {
        // A malformed size fails the sample's own run with its reason; here the terminal just fits its panel.
        let grid: string;
        try {
          grid = gridAttribute(declaredSize(meta));
        } catch {
          grid = "";
        }
        node.properties["dataLive"] = grid;
        if (meta.flags.has(LIVE_FLAG)) node.properties["dataLiveExample"] = "";
      }
    },
    line(node, line) {
      const meta = parseCodeMeta(this.options.meta?.__raw);
      if (meta.highlightLines.has(line)) this.addClassToHast(node, "highlighted");
    },
  };
}
