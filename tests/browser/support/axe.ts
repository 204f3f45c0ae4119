import { createRequire } from "node:module";
import fs from "node:fs";
import http from "node:http";
import type { Page } from "playwright-core";
import { FULL_LAYOUT_ATTR } from "../../../contracts/deferred-layout";
import { IMMUTABLE } from "../../../build-scripts/static-server/headers";
import { listen } from "../../../build-scripts/static-server/static-server";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let axeUrl: Promise<string> | undefined;
/** axe-core from a URL cached for good: Chromium keeps its compiled code (30 ms a page instead of 100-130). */
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

/**
 * Which of axe's rules to run, where: its defaults (plus target size) without `skip`, or `only`
 * those; on the elements matching `within` and their descendants, or on the whole document.
 */
export interface AxeRules {
  skip?: readonly string[];
  only?: readonly string[];
  within?: readonly string[];
}

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's violations on the page as it is now, one line each: its default rules plus WCAG
 * 2.2's target size. Only violations are collected (passing nodes' details cost a fifth of its
 * time). The whole page is laid out meanwhile (the site's switch for a load with a fragment):
 * sections skipped by `content-visibility: auto` are placed by their placeholder height, where
 * axe saw overlapping targets no reader can meet.
 */
export async function axeViolations(page: Page, { skip = [], only, within }: AxeRules = {}): Promise<string[]> {
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.addScriptTag({ url: await servedAxe() });
  return page.evaluate(
    async ({ fullLayout, skip, only, within }) => {
      type Axe = { run: (context: object, options: object) => Promise<{ violations: AxeViolation[] }> };
      const axe = (window as unknown as { axe: Axe }).axe;
      const root = document.documentElement;
      const hadFullLayout = root.hasAttribute(fullLayout);
      root.setAttribute(fullLayout, "");
      try {
        const rules = Object.fromEntries([
          ["target-size", { enabled: true }],
          ...skip.map((rule) => [rule, { enabled: false }]),
        ]);
        const context = within ? { include: within.map((selector) => [selector]) } : document;
        const result = await axe.run(
          context,
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
    { fullLayout: FULL_LAYOUT_ATTR, skip, only, within },
  );
}
