import type { Page } from "playwright-core";
import { FULL_LAYOUT_ATTR } from "../../../contracts/deferred-layout";
import { AXE_PATH } from "./axe-file";

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
  // From the test build's own server (axe-file.ts): the page has to be one of its pages.
  if (!loaded) await page.addScriptTag({ url: new URL(AXE_PATH, page.url()).href });
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
