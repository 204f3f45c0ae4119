// The built site's Markdown twins: one per page, listed in llms.txt, and the
// "Copy page" control that puts a page's Markdown on the clipboard.
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildManifest } from "../../app/content-pipeline/.server/content/manifest";
import { collectSamples } from "../../app/content-pipeline/.server/samples/collect-samples";
import { markdownPath } from "../../contracts/markdown-path";
import { launchChromium, openWatchedPage, waitForHydration } from "./support/chromium";
import { baseUrl, CLIENT_DIR } from "./support/site";

const CLIENT = CLIENT_DIR;
const manifest = buildManifest();
const readBuilt = (file: string) => fs.readFileSync(path.join(CLIENT, file), "utf8");

describe("Markdown for every page", () => {
  it.each(manifest.pages.filter((p) => p.source.kind === "mdx").map((p) => [p.path, p] as const))(
    "%s.md holds the page's prose and every code block intact",
    (_, page) => {
      if (page.source.kind !== "mdx") return;
      const markdown = readBuilt(markdownPath(page.path));
      expect(markdown.startsWith(`# ${page.title}\n`)).toBe(true);
      // A block inside a list item stays indented in Markdown; compare with indentation removed.
      const unindent = (text: string) => text.replace(/^[ \t]+/gm, "");
      for (const sample of collectSamples(page.source.file)) {
        expect(unindent(markdown)).toContain(`\n${unindent(sample.code)}\n`);
      }
      // Code blocks may import things; only the prose around them must be free of MDX syntax.
      const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, "");
      expect(prose).not.toMatch(/^\s*(<Tabs|<Tab |<Admonition|<SampleOutput|import |export )/m);
    },
  );

  it("writes an API page from the model, members and signatures included", () => {
    const box = readBuilt("docs/api/generated/widgets.box.Class.Box.md");
    expect(box).toMatch(/^# Box\n/);
    expect(box).toContain("### setContent");
    expect(box).toMatch(/```ts\nsetContent\(/);
  });

  it("lists every page of the sitemap in llms.txt, with its .md URL", () => {
    const index = readBuilt("llms.txt");
    const sitemap = [...readBuilt("sitemap.xml").matchAll(/<loc>https:\/\/unblessed\.dev(\/docs[^<]*)<\/loc>/g)].map(
      (m) => m[1],
    );
    expect(sitemap.length).toBeGreaterThan(200);
    const missing = sitemap.filter(
      (p) => p !== "/docs" && !index.includes(`(https://unblessed.dev${markdownPath(p ?? "")})`),
    );
    expect(missing).toEqual([]);
  });

  it("puts every guide into llms-full.txt in reading order", () => {
    const full = readBuilt("llms-full.txt");
    const intro = full.indexOf("# Introduction\n");
    const quickStart = full.indexOf("# Quick start\n");
    expect(intro).toBeGreaterThanOrEqual(0);
    expect(quickStart).toBeGreaterThan(intro);
    expect(full).toContain("# API reference (compact)");
  });
});

describe("Copy page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("copies the page's Markdown to the clipboard and says so", async () => {
    const { page, context, errors } = await openWatchedPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
      await page.goto(`${baseUrl()}/docs/getting-started/quick-start`);
      await waitForHydration(page);
      expect(await page.getByRole("link", { name: "View as Markdown" }).getAttribute("href")).toBe(
        "/docs/getting-started/quick-start.md",
      );
      await page.getByRole("button", { name: "Copy page" }).click();
      await page.getByRole("status").filter({ hasText: "Copied this page as Markdown." }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(readBuilt("docs/getting-started/quick-start.md"));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("says why when the clipboard refuses", async () => {
    const { page, context } = await openWatchedPage(browser);
    try {
      await page.goto(`${baseUrl()}/docs/concepts/events`);
      await waitForHydration(page);
      await page.evaluate(() => {
        Object.defineProperty(navigator, "clipboard", {
          value: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
        });
      });
      await page.getByRole("button", { name: "Copy page" }).click();
      await page.getByRole("status").filter({ hasText: "Could not copy: the clipboard refused it." }).waitFor();
    } finally {
      await context.close();
    }
  });
});
