import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildManifest } from "../../app/content-pipeline/.server/content/manifest";
import { collectSamples } from "../../app/content-pipeline/.server/samples/collect-samples";
import { runSampleCached } from "../../app/content-pipeline/.server/samples/sample-cache";
import { planSample, type SampleSpec } from "../../app/content-pipeline/.server/samples/sample-spec";
import { screenText } from "../../contracts/screen-capture";
import { cellColors } from "../../contracts/terminal-colors/cell-colors";
import { fromHex } from "../../contracts/terminal-colors/contrast";
import { apiLocationFromPath } from "../../contracts/docs-versions";
import { TOC_ATTR } from "../../app/docs-page/toc/attributes";
import { pageFileOf } from "../../build-scripts/page-files";
import { type AxeRules, axeViolations } from "./support/axe";
import { emulateDataSaver, launchChromium, openWatchedPage, waitForHydration } from "./support/chromium";
import { askAiFromKeyboard, openWithShortcut, optionTitles, typeQuery } from "./support/search-modal";
import { baseUrl, CLIENT_DIR, prerenderedPaths } from "./support/site";

/** Waits until a resize (or any layout change) has been painted. */
async function settleLayout(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** How much wider than the window the page is; 0 when it does not scroll sideways. */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/**
 * The code blocks whose Copy button covers text: any text node of the page
 * (the code, its title, the language) whose box intersects a visible button's box.
 */
async function copyButtonsOverText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const overlaps: string[] = [];
    // By its words, not a class: the check must find the button wherever a change puts it.
    const buttons = [...document.querySelectorAll<HTMLElement>(".code-block button")].filter((button) =>
      /^Cop(y|ied)/.test(button.textContent ?? ""),
    );
    buttons.forEach((button, index) => {
      const b = button.getBoundingClientRect();
      if (b.width === 0 || b.height === 0) return;
      const figure = button.parentElement;
      if (!figure) return;
      const walker = document.createTreeWalker(figure, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (button.contains(node) || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (r.width > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top) {
            overlaps.push(`block ${index + 1}: "${node.textContent.trim().slice(0, 30)}"`);
            return;
          }
        }
      }
    });
    return overlaps;
  });
}

/**
 * Inline code of one short token (no space, up to 24 characters, such as
 * `1.0.0-alpha.23`), or such a word of longer inline code, that the browser
 * split across two lines.
 */
async function brokenShortTokens(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".mdx-content :not(pre) > code, .mdx-content .code-word")]
      .filter((code) => {
        const text = code.textContent ?? "";
        if (/\s/.test(text) || text.length > 24 || code.getBoundingClientRect().width === 0) return false;
        const range = document.createRange();
        range.selectNodeContents(code);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        return lines.size > 1;
      })
      .map((code) => code.textContent ?? ""),
  );
}

/**
 * Punctuation that the browser moved to the start of a line on its own, away
 * from the inline code it follows (`Box`. with the full stop below): a break
 * the reader never expects, which an unbreakable code box allows.
 */
async function strandedPunctuation(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".mdx-content :not(pre) > code")]
      .filter((code) => {
        const next = code.nextSibling;
        if (next?.nodeType !== Node.TEXT_NODE || !/^[.,;:!?)]/.test(next.textContent ?? "")) return false;
        const codeLines = [...code.getClientRects()].filter((r) => r.width > 0);
        const last = codeLines[codeLines.length - 1];
        if (!last) return false;
        const mark = document.createRange();
        mark.setStart(next, 0);
        mark.setEnd(next, 1);
        const box = mark.getBoundingClientRect();
        return box.width > 0 && box.top >= last.bottom - 1;
      })
      .map((code) => `${code.textContent ?? ""}${(code.nextSibling?.textContent ?? "").slice(0, 1)}`),
  );
}

/** Longer than axe ever takes on the longest page walked with it, on a busy machine. */
const CHECK_TIMEOUT_MS = 60_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface WalkedPage {
  type: string;
  path: string;
  ready?: string;
  /** Clicked after hydration, before `ready` is awaited: a part that starts on the reader's first click. */
  start?: string;
  /** axe at both widths; false for a page walked only for its layout (the longest API page: axe there adds a minute). */
  axe?: boolean;
  /**
   * A guide, whose shell a page type checks with every rule at both widths: axe reads its own
   * parts (GUIDE_PARTS), with the rules that read the layout (LAYOUT_RULES) at 390 px and every
   * rule at 1280 px.
   */
  guide?: boolean;
  /** The status the page must answer with (200 unless given). */
  status?: number;
}

/** The pages whose samples run at build time, with those samples. */
function pagesWithSamples(): { path: string; specs: SampleSpec[] }[] {
  return buildManifest().pages.flatMap((page) => {
    if (page.source.kind !== "mdx") return [];
    const specs = collectSamples(page.source.file).flatMap((sample) => {
      const plan = planSample(sample.lang, sample.code, sample.meta);
      return plan.kind === "run" ? [plan.spec] : [];
    });
    return specs.length ? [{ path: page.path, specs }] : [];
  });
}

/** One page of every page type (issue #15); a new page type gets a line here. */
const PAGE_TYPES: WalkedPage[] = [
  { type: "landing", path: "/" },
  { type: "example", path: "/docs/examples/getting-started/simple-box" },
  { type: "gallery", path: "/docs/gallery" },
  // Box has every part of a class page (members, inherited docs, hierarchy).
  { type: "API class", path: "/docs/api/generated/widgets.box.Class.Box" },
  { type: "API module", path: "/docs/api/generated/widgets.box" },
  { type: "API index", path: "/docs/api/generated" },
  { type: "search", path: "/search?q=screen", ready: "[aria-label='Search results'] li" },
  { type: "playground", path: "/playground", ready: "[data-editor-preview]" },
  { type: "playground editor", path: "/playground", start: "[data-editor-preview]", ready: ".cm-content" },
  { type: "404", path: "/no-such-page", status: 404 },
];

/**
 * What axe reads on a guide: its article and the side contents built from its
 * headings. Everything else on a guide (navbar, sidebar, footer, the phone's
 * "On this page" disclosure) is the shell, the same markup and the same
 * colours on every guide, which the page types check with every rule at both
 * widths; a guide changes only what its MDX makes. Reading those parts alone
 * takes about half of axe's time on the whole page.
 */
const GUIDE_PARTS = [`main article, [${TOC_ATTR}="side"]`];

/**
 * axe rules that read only colours: the text's against its background, a
 * link's against the text around it. The site never sets a colour by the
 * window's width (no width media query or responsive class holds one), so a
 * guide's content gives them the same answer at both widths. A guide runs them
 * at 1280 px, where its tables are in view without scrolling sideways (axe
 * leaves text it cannot see undecided).
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * The rules whose answer on one document can change with the window's width
 * without a change in what it shows: a target's size, a box that scrolls. Every
 * other rule reads the markup, and skips what is not shown; a guide's article
 * shows the same elements at 390 px as at 1280 px (checked on each guide, by
 * shownInArticle), so those rules give it the same answer at both widths, and a
 * guide runs them at 1280 px only.
 */
const LAYOUT_RULES = ["target-size", "scrollable-region-focusable"];

/**
 * Which elements of the page's article are shown, one character each; null
 * for a page without an article, which then gets every rule at both widths.
 * The phone's "On this page" disclosure is left out: it shows at 390 px only,
 * the same markup on every page, which the page types check at 390 px.
 */
async function shownInArticle(page: Page): Promise<string | null> {
  return page.evaluate((mobileToc) => {
    const article = document.querySelector("main article");
    if (!article) return null;
    return [...article.querySelectorAll("*")]
      .filter((element) => !element.closest(mobileToc))
      .map((element) => (element.checkVisibility({ visibilityProperty: true }) ? "1" : "0"))
      .join("");
  }, `[${TOC_ATTR}="mobile"]`);
}

/**
 * Every prerendered page but the API reference's (issue #22: each guide, not
 * one per type) that the page types above do not walk already. The API pages
 * have walks of their own (api.test.ts, versions.test.ts).
 */
function prerenderedPages(): WalkedPage[] {
  const typed = new Set(PAGE_TYPES.filter((walked) => !walked.start).map((walked) => walked.path));
  return prerenderedPaths()
    .filter((p) => !p.startsWith("/__") && apiLocationFromPath(p) === undefined && !typed.has(p))
    .map((p) => (p.startsWith("/docs/") ? { type: "guide", path: p, guide: true } : { type: "page", path: p }));
}

/** The API page with the most HTML: the one most likely to be too wide or too slow. */
function longestApiPage(): WalkedPage {
  const api = prerenderedPaths().filter((p) => apiLocationFromPath(p) !== undefined);
  const size = (p: string) => fs.statSync(path.join(CLIENT_DIR, pageFileOf(p))).size;
  const longest = api.reduce((a, b) => (size(b) > size(a) ? b : a));
  return { type: "longest API page", path: longest, axe: false };
}

const LISTS = ["loads", "axe", "sideways", "copyOverText", "brokenTokens", "stranded"] as const;
const emptyReport = (): WalkReport =>
  ({ ...Object.fromEntries(LISTS.map((key) => [key, []])), samplePanels: {} }) as WalkReport;

interface WalkReport {
  /** A status other than the one expected, no h1, or anything on the console. */
  loads: string[];
  axe: string[];
  sideways: string[];
  copyOverText: string[];
  brokenTokens: string[];
  stranded: string[];
  /** The text of each sample's final output panel, by page (what sample-output checks read). */
  samplePanels: Record<string, string[]>;
}

/**
 * Two tabs side by side, one per core, each walking every other page: the
 * walk is most of this file's time, and one tab left a core idle.
 */
async function walk(pages: readonly WalkedPage[]): Promise<WalkReport> {
  const halves = [0, 1].map((half) => pages.filter((_, index) => index % 2 === half));
  const reports = await Promise.all(halves.map(walkInOneTab));
  const merged = emptyReport();
  for (const report of reports) {
    for (const key of LISTS) merged[key].push(...report[key]);
    Object.assign(merged.samplePanels, report.samplePanels);
  }
  return merged;
}

/**
 * One tab, each page loaded once: at 320 px and 390 px for sideways scrolling
 * and the code's layout, at 390 px and 1280 px for axe. A resize re-lays the
 * same page out, so four checks cost one load.
 */
async function walkInOneTab(pages: readonly WalkedPage[]): Promise<WalkReport> {
  const report = emptyReport();
  const { page, context, errors } = await openWatchedPage(browser, { viewport: { width: 390, height: 844 } });
  // No prefetching of the linked pages on each load (about as much work as the page itself): the
  // walk reads what one page shows; shell-navigation.test.ts checks the prefetching.
  await emulateDataSaver(await context.newCDPSession(page), true);
  const at = async (width: number, height: number, label: string, check: (page: Page) => Promise<void>) => {
    await page.setViewportSize({ width, height });
    // A page.evaluate has no timeout of its own: a check that never answers is reported as this
    // page's failure, rather than holding the whole walk until the hook's timeout.
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
    });
    await Promise.race([settleLayout(page).then(() => check(page)), gaveUp])
      .catch((error: unknown) => {
        report.axe.push(`${label} at ${width} px: check failed: ${String(error)}`);
      })
      .finally(() => clearTimeout(timer));
  };
  for (const walked of pages) {
    const label = `${walked.type} ${walked.path}`;
    await page.setViewportSize({ width: 390, height: 844 });
    errors.length = 0;
    const response = await page.goto(baseUrl() + walked.path);
    await waitForHydration(page);
    if (walked.start) await page.locator(walked.start).click();
    if (walked.ready) await page.locator(walked.ready).first().waitFor();
    const status = response?.status();
    if (status !== (walked.status ?? 200)) report.loads.push(`${label}: status ${status}`);
    const h1 = await page.evaluate(() => document.querySelector("h1")?.textContent?.trim());
    if (!h1) report.loads.push(`${label}: no h1`);
    report.samplePanels[walked.path] = await page.$$eval("figure[data-sample-output][data-frame='final']", (figures) =>
      figures.map((figure) => figure.textContent ?? ""),
    );
    const axeAt = async (width: number, rules: AxeRules) => {
      for (const v of await axeViolations(page, rules)) report.axe.push(`${label} at ${width} px: ${v}`);
    };
    let shownAt390: string | null = null;
    for (const width of [320, 390]) {
      await at(width, 844, label, async () => {
        const over = await sidewaysOverflow(page);
        if (over > 0) report.sideways.push(`${label} at ${width} px: ${over} px too wide`);
        for (const hit of await copyButtonsOverText(page)) report.copyOverText.push(`${label} at ${width} px: ${hit}`);
        for (const token of await brokenShortTokens(page)) {
          report.brokenTokens.push(`${label} at ${width} px: \`${token}\``);
        }
        for (const hit of await strandedPunctuation(page)) report.stranded.push(`${label} at ${width} px: ${hit}`);
        if (width === 390 && walked.axe !== false) {
          if (walked.guide) shownAt390 = await shownInArticle(page);
          await axeAt(390, walked.guide ? { only: LAYOUT_RULES, within: GUIDE_PARTS } : {});
        }
      });
    }
    let sameAtBothWidths = true;
    await at(1280, 800, label, async () => {
      for (const hit of await copyButtonsOverText(page)) report.copyOverText.push(`${label} at 1280 px: ${hit}`);
      for (const hit of await strandedPunctuation(page)) report.stranded.push(`${label} at 1280 px: ${hit}`);
      if (walked.axe !== false) {
        if (walked.guide) sameAtBothWidths = shownAt390 !== null && shownAt390 === (await shownInArticle(page));
        await axeAt(1280, walked.guide ? { within: GUIDE_PARTS } : {});
      }
    });
    // A guide whose article shows other elements on a phone (or that has none) gets every rule but the
    // colours there too.
    if (!sameAtBothWidths) await at(390, 844, label, () => axeAt(390, { skip: COLOUR_RULES, within: GUIDE_PARTS }));
    // A page that answers with another status on purpose: the browser logs that answer, as it should.
    const expected = walked.status ? `the server responded with a status of ${walked.status}` : undefined;
    const unexpected = errors.filter((error) => !expected || !error.includes(expected));
    if (unexpected.length > 0) report.loads.push(`${label}: ${unexpected.join(" | ")}`);
  }
  await context.close();
  return report;
}

describe("every prerendered page and page type: status, console, accessibility (axe-core), layout and sample panels", () => {
  let report: WalkReport;
  beforeAll(async () => {
    report = await walk([...prerenderedPages(), ...PAGE_TYPES, longestApiPage()]);
  }, 600_000);

  it("answers each with its status and an h1, and hydrates with no console errors", () => {
    expect(report.loads).toEqual([]);
  });

  it("finds no axe violations at 390 px and at 1280 px", () => {
    expect(report.axe).toEqual([]);
  });

  it("never scrolls sideways at 320 px or 390 px", () => {
    expect(report.sideways).toEqual([]);
  });

  it("keeps every Copy button off the code at 320, 390 and 1280 px", () => {
    expect(report.copyOverText).toEqual([]);
  });

  it("never breaks a short inline code token across lines", () => {
    expect(report.brokenTokens).toEqual([]);
  });

  it("never leaves the punctuation after inline code alone at the start of a line, at 320, 390 and 1280 px", () => {
    expect(report.stranded).toEqual([]);
  });

  // Each sample that creates a screen has an output panel on its page, showing exactly the screen
  // the runner captured for it: read on the walk's visit rather than on a second load of each page.
  it("shows each runnable sample's captured screen in its output panel", async () => {
    const pages = pagesWithSamples();
    expect(pages.length).toBeGreaterThan(5);
    // The build ran these; the cache answers with the very captures it used.
    const finalScreen = async (spec: SampleSpec) => {
      const final = (await runSampleCached(spec)).frames.find((frame) => frame.name === "final");
      return final ? screenText(final.screen) : "";
    };
    const captured = await Promise.all(pages.map(async (p) => [p.path, await Promise.all(p.specs.map(finalScreen))]));
    const shown = pages.map((p) => [p.path, report.samplePanels[p.path]]);
    expect(shown).toEqual(captured);
  });

  it("draws the output panels' colours and keeps each panel labelled", async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${baseUrl()}/docs/getting-started/quick-start`);
    const panel = page.locator("figure[data-sample-output][data-frame='final']").first();
    expect(await panel.getAttribute("aria-label")).toMatch(/^Terminal screen after /);
    // The box border is drawn in cyan (palette 6), as the site's one palette paints it.
    const colours = await panel
      .locator("span[style]")
      .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).color));
    const [r, g, b] = fromHex(cellColors({ fg: 6 }).color);
    expect(colours).toContain(`rgb(${r}, ${g}, ${b})`);
  });

  it("sets no colour by the window's width, which lets a guide's colours be checked at one width", async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${baseUrl()}/docs/guides/keyboard`);
    await waitForHydration(page);
    const colouredByWidth = await page.evaluate(() => {
      const found: string[] = [];
      const colour = /^(color|background|border(-\w+)*-color|outline-color|text-decoration-color|fill|stroke|opacity)/;
      const visit = (rules: CSSRuleList, widthRule: boolean) => {
        for (const rule of rules) {
          if (rule instanceof CSSMediaRule) visit(rule.cssRules, widthRule || /width/.test(rule.conditionText));
          else if (rule instanceof CSSStyleRule) {
            if (widthRule) {
              for (const property of rule.style)
                if (colour.test(property)) found.push(`${rule.selectorText} { ${property} }`);
            }
            visit(rule.cssRules, widthRule);
          } else if ("cssRules" in rule) visit((rule as CSSGroupingRule).cssRules, widthRule);
        }
      };
      for (const sheet of document.styleSheets) visit(sheet.cssRules, false);
      return found;
    });
    expect(colouredByWidth).toEqual([]);
  });

  it("finds no violations in the open search modal, with results and in Ask AI", async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${baseUrl()}/docs/getting-started/introduction`);
    await waitForHydration(page);
    await openWithShortcut(page);
    await typeQuery(page, "screen");
    await optionTitles(page);
    expect(await axeViolations(page)).toEqual([]);
    await askAiFromKeyboard(page);
    await page.locator(".ask-ai-turn[data-status=done]").waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
