import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { isSearchIndexFile, type SearchDocument } from "../../app/search/engine/documents";
import { createEmbeddedIndex, type EmbeddedIndex } from "../../app/search/engine/embedded-index";
import type { Browser } from "playwright-core";
import { formatScore, RANKING_TABLE, scoreTable } from "../../tests/support/search-ranking-table";
import { launchChromium } from "../../tests/browser/support/chromium";
import { createStaticServer, listen } from "../static-server/static-server";

/**
 * Bench section: the embedded search index as the browser gets it (the
 * hashed asset of the benchmark build): its size, the time to parse it and
 * build the index, and query times over 200 representative queries.
 */
const QUERY_COUNT = 200;
/** 10 % over the index measured before results were grouped by page (155,526 bytes gzip, issue 43). */
const INDEX_BUDGET_GZIP = 171_078;
const P95_TARGET_MS = 5;

export async function run({ clientDir }: { clientDir: string }): Promise<string> {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((name) => /^search-index-.+\.json$/.test(name));
  if (!file) return "search: no search-index asset in the build";
  const raw = fs.readFileSync(path.join(assets, file));
  const gzip = gzipSync(raw, { level: 9 }).length;

  // Parse + build, as on first open (the download is the network's business).
  const loads: number[] = [];
  let index: EmbeddedIndex | undefined;
  let documents: SearchDocument[] = [];
  let synonyms: string[][] = [];
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    const parsed: unknown = JSON.parse(raw.toString("utf8"));
    if (!isSearchIndexFile(parsed)) throw new Error(`${file} is not a search index`);
    index = createEmbeddedIndex(parsed.documents, parsed.synonyms);
    loads.push(performance.now() - start);
    documents = parsed.documents;
    synonyms = parsed.synonyms;
  }
  if (!index) throw new Error("unreachable: the loop ran");

  const queries = representativeQueries(documents);
  // One pass to warm the JIT, as a reader's first few keystrokes would.
  for (const query of queries) index.search(query, { limit: 20 });
  const times = queries.map((query) => {
    const start = performance.now();
    index.search(query, { limit: 20 });
    return performance.now() - start;
  });

  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const ranked = index;
  const table = scoreTable(RANKING_TABLE, (query) => ranked.search(query, { limit: 10 }).hits);
  const reader = scoreTable(
    RANKING_TABLE.filter((row) => row.reader),
    (query) => ranked.search(query, { limit: 10 }).hits,
  );
  return [
    `search (embedded MiniSearch index, ${documents.length} documents):`,
    `  index asset: ${kib(raw.length)} raw, ${kib(gzip)} gzip (budget ${kib(INDEX_BUDGET_GZIP)}: ${gzip <= INDEX_BUDGET_GZIP ? "within" : "OVER"})`,
    `  load (parse + build index): median ${median(loads).toFixed(1)} ms`,
    `  ${synonyms.length} synonym groups (content/search-synonyms.ts)`,
    `  ranking table (tests/support/search-ranking-table.ts), first 3 pages of the list: ${formatScore(table)}`,
    `  the new reader's 48 alone: top-1 ${(reader.top1 * 100).toFixed(0)} %, top-3 ${(reader.top3 * 100).toFixed(0)} %`,
    ...(await keystrokeLatency(clientDir)),
    `  ${queries.length} queries: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms (p95 target < ${P95_TARGET_MS} ms: ${percentile(times, 95) < P95_TARGET_MS ? "met" : "MISSED"})`,
  ].join("\n");
}

/** Keystrokes measured per profile: the table's first queries, typed a letter at a time. */
const TYPED_QUERIES = 12;
/** The phone figure the issue sets (ms, p95). */
const PHONE_P95_TARGET_MS = 50;

/**
 * The time from a keystroke in the modal to its results drawn: from the
 * keydown's time stamp to the first frame after the panel's DOM changed. Once at 1280 px, once as a phone (390 × 844, 4× CPU slowdown).
 */
async function keystrokeLatency(clientDir: string): Promise<string[]> {
  const server = createStaticServer(path.resolve(clientDir));
  const base = await listen(server, 0);
  const browser = await launchChromium();
  try {
    const desk = await typeAndTime(browser, base, { width: 1280, height: 800 }, 1);
    const phone = await typeAndTime(browser, base, { width: 390, height: 844 }, 4);
    const line = (label: string, times: number[], target?: number) =>
      `  keystroke → results drawn, ${label} (${times.length} keys): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms` +
      (target === undefined
        ? ""
        : ` (p95 target ≤ ${target} ms: ${percentile(times, 95) <= target ? "met" : "MISSED"})`);
    return [
      line("1280 px", desk.search),
      line("phone, 4× CPU slowdown", phone.search, PHONE_P95_TARGET_MS),
      // What this machine gives any field at that moment: read the figures above against it.
      line("phone, the same keys in a plain field of the open modal (no search)", phone.plain),
    ];
  } finally {
    await browser.close();
    server.close();
  }
}

// A string, not a function: tsx would wrap a function's helpers in a `__name` the page lacks.
// Timed from the event's own time stamp, when the browser took the key, not from when a
// listener ran: a key that waits behind other work on the main thread waits for the reader too.
const TIMER_SCRIPT = `
  window.__drawn = [];
  document.addEventListener("keydown", (event) => {
    const start = event.timeStamp;
    const observer = new MutationObserver(() => {
      observer.disconnect();
      requestAnimationFrame(() => window.__drawn.push(performance.now() - start));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, { capture: true });
`;

/**
 * The keystrokes of the table's first queries, timed in the search field, then
 * the same keys in a plain field added to the open modal whose input event
 * only echoes the text: the floor the machine and the CPU slowdown set.
 */
// A field beside the search field, in the same dialog, whose input only echoes the text into a span.
const PLAIN_FIELD_SCRIPT = `
  const dialog = document.querySelector(".search-dialog");
  const field = document.createElement("input");
  field.id = "bench-plain-field";
  const echo = document.createElement("span");
  field.addEventListener("input", () => { echo.textContent = field.value; });
  dialog.prepend(echo);
  dialog.prepend(field);
`;

async function typeAndTime(
  browser: Browser,
  base: string,
  viewport: { width: number; height: number },
  cpuSlowdown: number,
): Promise<{ search: number[]; plain: number[] }> {
  const context = await browser.newContext({
    viewport,
    ...(cpuSlowdown > 1 ? { isMobile: true, hasTouch: true } : {}),
  });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/docs/guides/scrolling`);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-enhanced"));
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    }
    await page.keyboard.press("Control+k");
    const input = page.locator(".search-input");
    await input.waitFor();
    // The first query loads the index; it is not a keystroke a reader waits on twice.
    await input.fill("scroll");
    await page.locator(".search-hit").first().waitFor({ timeout: 30_000 });
    await page.evaluate(TIMER_SCRIPT);
    const drawn = () => page.evaluate(() => (window as unknown as { __drawn: number[] }).__drawn.splice(0));
    const typeQueries = async (field: typeof input) => {
      for (const row of RANKING_TABLE.slice(0, TYPED_QUERIES)) {
        await field.fill("");
        await page.waitForTimeout(50);
        let expected = await page.evaluate(() => (window as unknown as { __drawn: number[] }).__drawn.length);
        for (const letter of row.query) {
          await page.keyboard.type(letter);
          expected += 1;
          await page.waitForFunction(
            (count) => (window as unknown as { __drawn: number[] }).__drawn.length >= count,
            expected,
            { timeout: 10_000 },
          );
        }
      }
    };
    await typeQueries(input);
    const search = await drawn();
    await page.evaluate(PLAIN_FIELD_SCRIPT);
    await typeQueries(page.locator("#bench-plain-field"));
    return { search, plain: await drawn() };
  } finally {
    await context.close();
  }
}

/**
 * What readers type: API names (exact, lower-case, half-typed, with a typo),
 * guide headings and a few questions, drawn evenly from the index so the mix
 * follows the content.
 */
function representativeQueries(documents: SearchDocument[]): string[] {
  const symbols = documents.filter((d) => d.kind === "class" || d.kind === "interface" || d.kind === "function");
  const members = documents.filter((d) => d.kind === "method" || d.kind === "property");
  const sections = documents.filter((d) => d.kind === "section");
  const every = <T>(list: T[], n: number) =>
    Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)] as T);
  const typo = (word: string) => (word.length > 4 ? word.slice(0, 2) + word.slice(3) : word);
  const queries = [
    ...every(symbols, 40).map((d) => d.title),
    ...every(symbols, 20).map((d) => d.title.toLowerCase()),
    ...every(symbols, 20).map((d) => d.title.slice(0, Math.max(2, Math.ceil(d.title.length / 2)))),
    ...every(symbols, 20).map((d) => typo(d.title.toLowerCase())),
    ...every(members, 40).map((d) => d.title),
    ...every(sections, 40).map((d) => d.title.toLowerCase()),
    ...[
      "how do I install",
      "render loop",
      "keyboard events",
      "browser xterm",
      "migrate from blessed",
      "custom widget",
      "scroll a list",
      "border style",
      "focus order",
      "runtime node",
    ].flatMap((q) => [q, q]),
  ];
  return queries.slice(0, QUERY_COUNT);
}

function median(values: number[]): number {
  return percentile(values, 50);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, at)] ?? 0;
}
