import { createRequire } from "node:module";
import fs from "node:fs";
import type { Page } from "playwright-core";
import { FULL_LAYOUT_ATTR } from "../../../app/contracts/deferred-layout";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

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
export async function axeViolations(page: Page, skipRules: readonly string[] = []): Promise<string[]> {
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.addScriptTag({ content: axeSource });
  return page.evaluate(
    async ({ fullLayout, skipRules }) => {
      type Axe = { run: (options: object) => Promise<{ violations: AxeViolation[] }> };
      const axe = (window as unknown as { axe: Axe }).axe;
      const root = document.documentElement;
      const hadFullLayout = root.hasAttribute(fullLayout);
      root.setAttribute(fullLayout, "");
      try {
        const rules = Object.fromEntries([
          ["target-size", { enabled: true }],
          ...skipRules.map((rule) => [rule, { enabled: false }]),
        ]);
        const result = await axe.run({ rules, resultTypes: ["violations"] });
        return result.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
        );
      } finally {
        if (!hadFullLayout) root.removeAttribute(fullLayout);
      }
    },
    { fullLayout: FULL_LAYOUT_ATTR, skipRules },
  );
}
