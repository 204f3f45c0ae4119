import { createRequire } from "node:module";
import fs from "node:fs";
import type { Page } from "playwright-core";

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
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    type Axe = { run: (options: object) => Promise<{ violations: AxeViolation[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run({ rules: { "target-size": { enabled: true } }, resultTypes: ["violations"] });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  });
}
