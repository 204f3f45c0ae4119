// Every sample that creates a screen has an output panel on its built page,
// and the panel's text is exactly the screen the runner captured for it.
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildManifest } from "../../app/.server/content/manifest";
import { collectSamples } from "../../app/.server/samples/collect-samples";
import { runSampleCached } from "../../app/.server/samples/sample-cache";
import { planSample, type SampleSpec } from "../../app/.server/samples/sample-spec";
import { screenText } from "../../app/lib/samples/screen-capture";
import { cellColors } from "../../app/lib/terminal/cell-colors";
import { fromHex } from "../../app/lib/terminal/contrast";
import { emulateDataSaver, launchChromium, openWatchedPage, waitForHydration } from "./support/chromium";
import { baseUrl } from "./support/site";

interface PageSamples {
  path: string;
  file: string;
  specs: SampleSpec[];
}

function pagesWithSamples(): PageSamples[] {
  return buildManifest().pages.flatMap((page) => {
    if (page.source.kind !== "mdx") return [];
    const file = page.source.file;
    const specs = collectSamples(file).flatMap((sample) => {
      const plan = planSample(sample.lang, sample.code, sample.meta);
      return plan.kind === "run" ? [plan.spec] : [];
    });
    return specs.length ? [{ path: page.path, file: path.relative(process.cwd(), file), specs }] : [];
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("sample output panels", () => {
  const pages = pagesWithSamples();

  it("finds pages with runnable samples", () => {
    expect(pages.length).toBeGreaterThan(5);
  });

  // One tab for all the pages, as a reader going from page to page: a fresh context each would
  // load the app's code anew every time, for nothing these tests look at. On a data-saver
  // connection: the links' prefetching is not what these tests look at either.
  let watched: Awaited<ReturnType<typeof openWatchedPage>>;
  beforeAll(async () => {
    watched = await openWatchedPage(browser);
    await emulateDataSaver(await watched.context.newCDPSession(watched.page), true);
  });
  afterAll(async () => {
    await watched?.context.close();
  });

  it.each(pages.map((p) => [p.path, p] as const))("%s shows each sample's captured screen", async (_, page) => {
    const { page: tab, errors } = watched;
    errors.length = 0;
    await tab.goto(`${baseUrl()}${page.path}`);
    await waitForHydration(tab);
    const shown = await tab.$$eval("figure[data-sample-output][data-frame='final']", (figures) =>
      figures.map((figure) => figure.textContent ?? ""),
    );
    // The build ran these; the cache answers with the very captures it used.
    const captured = await Promise.all(
      page.specs.map(async (spec) => {
        const run = await runSampleCached(spec);
        const final = run.frames.find((frame) => frame.name === "final");
        return final ? screenText(final.screen) : "";
      }),
    );
    expect(shown).toEqual(captured);
    expect(errors).toEqual([]);
  });

  it("draws colours and keeps the panel labelled", async () => {
    const { page: tab, context } = await openWatchedPage(browser);
    try {
      await tab.goto(`${baseUrl()}/docs/getting-started/quick-start`);
      const panel = tab.locator("figure[data-sample-output][data-frame='final']").first();
      expect(await panel.getAttribute("aria-label")).toMatch(/^Terminal screen after /);
      // The box border is drawn in cyan (palette 6), as the site's one palette paints it.
      const colours = await panel
        .locator("span[style]")
        .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).color));
      const [r, g, b] = fromHex(cellColors({ fg: 6 }).color);
      expect(colours).toContain(`rgb(${r}, ${g}, ${b})`);
    } finally {
      await context.close();
    }
  });
});
