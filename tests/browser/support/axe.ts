import { createRequire } from "node:module";
import fs from "node:fs";
import http from "node:http";
import type { Page } from "playwright-core";
import { FULL_LAYOUT_ATTR } from "../../../contracts/deferred-layout";
import { IMMUTABLE } from "../../../build-scripts/static-server/headers";
import { listen } from "../../../build-scripts/static-server/static-server";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let axeUrl: Promise<string> | undefined;
/**
 * axe-core from a URL of its own, cached for good: Chromium then keeps its
 * compiled code, and a page takes it in about 30 ms of CPU instead of the 100
 * to 130 ms of compiling 550 KB of inline script on every page the walk loads.
 * The server does not keep the test process alive.
 */
function servedAxe(): Promise<string> {
  axeUrl ??= (async () => {
    const server = http.createServer((_, response) => {
      response.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": IMMUTABLE });
      response.end(axeSource);
    });
    server.unref();
    return `${await listen(server, 0)}/axe.min.js`;
  })();
  return axeUrl;
}

/** Which of axe's rules to run: its defaults (plus target size) without `skip`, or `only` those. */
export interface AxeRules {
  skip?: readonly string[];
  only?: readonly string[];
}

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's violations on the page as it is now, one line each: its default
 * rules plus WCAG 2.2's target size, which Lighthouse checks too. Only
 * violations are described: the details of every passing node, which axe
 * otherwise collects, took a fifth of its time on a long page.
 *
 * The whole page is laid out while axe runs (the site's own switch for a
 * load with a fragment): a class page's later sections are skipped by
 * `content-visibility: auto` until the reader nears them, and Chromium then
 * places what follows a skipped section by its placeholder height. axe read
 * the hierarchy's links over the Options table's rows there, a target-size
 * "violation" no reader can meet: scrolled to, both are laid out.
 */
export async function axeViolations(page: Page, { skip = [], only }: AxeRules = {}): Promise<string[]> {
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.addScriptTag({ url: await servedAxe() });
  return page.evaluate(
    async ({ fullLayout, skip, only }) => {
      type Axe = { run: (options: object) => Promise<{ violations: AxeViolation[] }> };
      const axe = (window as unknown as { axe: Axe }).axe;
      const root = document.documentElement;
      const hadFullLayout = root.hasAttribute(fullLayout);
      root.setAttribute(fullLayout, "");
      try {
        const rules = Object.fromEntries([
          ["target-size", { enabled: true }],
          ...skip.map((rule) => [rule, { enabled: false }]),
        ]);
        const result = await axe.run(
          only
            ? { runOnly: { type: "rule", values: only }, resultTypes: ["violations"] }
            : { rules, resultTypes: ["violations"] },
        );
        return result.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
        );
      } finally {
        if (!hadFullLayout) root.removeAttribute(fullLayout);
      }
    },
    { fullLayout: FULL_LAYOUT_ATTR, skip, only },
  );
}
