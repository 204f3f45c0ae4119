import path from "node:path";
import type { Code, Link, Paragraph, Root } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import type { PaintedFrame, SampleFrame } from "../../../../contracts/screen-capture";
import { sampleHref } from "../../../../contracts/playground-url";
import { PLAYGROUND } from "../../../../contracts/playground";
import { docPageOfFile, type PageEntry } from "../content/manifest";
import { browserSupport } from "./browser-support";
import { checkSample } from "../samples/check-sample";
import { SAMPLE_SOURCE_NAME } from "../samples/run-sample";
import { paintFrame } from "../samples/terminal-colors";
import { CREATES_SCREEN } from "../samples/sample-spec";
import { BROWSER_RUN_FLAG, LIVE_FLAG, parseCodeMeta } from "./code-meta";

/** The component the output panel is rendered with (app/docs-page/mdx/mdx-components.tsx). */
export const SAMPLE_OUTPUT_COMPONENT = "SampleOutput";

/**
 * Runs every sample that creates a Screen and puts its captured screens right
 * after it, as `<SampleOutput frames="…">`. A sample that fails (throws,
 * writes to stderr, does not exit, leaves the terminal broken, or misses an
 * expectation) fails the page with its file and line.
 */
export function remarkSamples(options: { file: string }) {
  // mdx-bundler hands plugins a temporary entry name; errors must name the real file.
  const where = path.relative(process.cwd(), options.file);
  const page = docPageOfFile(options.file);
  return async (tree: Root, file: VFile) => {
    const found: Array<{ node: Code; parent: { children: unknown[] } }> = [];
    visit(tree, "code", (node, _index, parent) => {
      if (parent) found.push({ node, parent: parent as { children: unknown[] } });
    });

    const outcomes = await Promise.all(found.map(({ node }) => checkSample(node.lang ?? "", node.value, node.meta)));

    const failures: string[] = [];
    outcomes.forEach((outcome, i) => {
      const { node, parent } = found[i] ?? {};
      if (!node || !parent) return;
      const line = node.position?.start.line ?? 0;
      if (outcome.kind === "failed") failures.push(`${where}:${line}: ${pointAtPage(outcome.reason, where, line)}`);
      if (outcome.kind === "ran") {
        parent.children.splice(parent.children.indexOf(node) + 1, 0, outputElement(outcome.frames));
        const problem = markBrowserSupport(node, parent, page);
        if (problem) failures.push(`${where}:${line}: fence meta: ${problem}`);
      }
      // A screen program the runner skips (no-run="why") does not run in the page either, for the same reason.
      if (outcome.kind === "skipped" && CREATES_SCREEN.test(node.value)) addNoRunNote(node, parent, outcome.reason);
    });
    if (failures.length > 0) {
      const [first] = found.filter((_, i) => outcomes[i]?.kind === "failed");
      const heading = failures.length === 1 ? "A sample failed" : `${failures.length} samples failed`;
      file.fail(`${heading}:\n${failures.join("\n\n")}`, first?.node);
    }
  };
}

/**
 * Every sample the build ran creates a Screen: it gets ▶ Run in the page
 * (the `browser-run` flag, which the highlighter turns into `data-live`) and
 * an "Open in playground" link, or a note with the reason it cannot run
 * there (stated in `norun="…"` or derived). Link and note are content, not
 * components: they cost the page no script. Returns a fence-meta mistake.
 */
function markBrowserSupport(node: Code, parent: { children: unknown[] }, page?: PageEntry): string | undefined {
  const support = browserSupport(node.value, parseCodeMeta(node.meta), LIVE_FLAG);
  if ("invalid" in support) return support.invalid;
  if (!support.runs) {
    addNoRunNote(node, parent, support.reason);
    return undefined;
  }
  node.meta = `${node.meta ?? ""} ${BROWSER_RUN_FLAG}`.trim();
  // A page outside the manifest (a test's content folder) has no route to come back to.
  if (page) {
    const filename = parseCodeMeta(node.meta).title ?? "program.ts";
    const href = sampleHref(PLAYGROUND.path, node.value, { filename, page: { path: page.path, title: page.title } });
    addAfter(node, parent, {
      type: "paragraph",
      children: [
        {
          type: "link",
          url: href,
          children: [{ type: "text", value: "Open in playground" }],
          data: { hProperties: { dataOpenPlayground: "" } } as Link["data"],
        },
      ],
      data: { hProperties: { className: ["text-sm"] } } as Paragraph["data"],
    });
  }
  return undefined;
}

/** "Runs in a terminal, not in this tab: <reason>.", right after the sample. */
function addNoRunNote(node: Code, parent: { children: unknown[] }, reason: string): void {
  addAfter(node, parent, {
    type: "paragraph",
    children: [{ type: "text", value: `Runs in a terminal, not in this tab: ${reason}.` }],
    // `hProperties` is read by mdast-util-to-hast (the HTML step); mdast's own types do not list it.
    data: { hProperties: { className: ["text-sm", "text-muted"], dataNorun: "" } } as Paragraph["data"],
  });
}

function addAfter(node: Code, parent: { children: unknown[] }, added: Paragraph): void {
  parent.children.splice(parent.children.indexOf(node) + 1, 0, added);
}

/** Stack frames in the sample (docs-sample.ts:3:9) become the page's own lines. */
function pointAtPage(reason: string, where: string, fenceLine: number): string {
  const frame = new RegExp(`[^\\s(]*${SAMPLE_SOURCE_NAME.replace(".", "\\.")}:(\\d+):(\\d+)`, "g");
  return reason.replace(frame, (_, line: string, column: string) => `${where}:${fenceLine + Number(line)}:${column}`);
}

function outputElement(frames: SampleFrame[]): MdxJsxFlowElement {
  const painted: PaintedFrame[] = frames.map(paintFrame);
  return {
    type: "mdxJsxFlowElement",
    name: SAMPLE_OUTPUT_COMPONENT,
    attributes: [{ type: "mdxJsxAttribute", name: "frames", value: JSON.stringify(painted) }],
    children: [],
  };
}
