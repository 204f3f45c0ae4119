import { createRequire } from "node:module";
import fs from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, openWatchedPage, waitForHydration } from "./support/chromium";
import { baseUrl } from "./support/site";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

describe("accessibility (axe-core)", () => {
  for (const path of ["/", "/docs/getting-started/introduction", "/no-such-page"]) {
    it(`finds no violations on ${path}`, async () => {
      const { page } = await openWatchedPage(browser);
      await page.goto(baseUrl() + path);
      await waitForHydration(page);
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
        const result = await axe.run();
        return result.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
        );
      });
      expect(violations).toEqual([]);
    });
  }
});
