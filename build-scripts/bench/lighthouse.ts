/**
 * Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) in
 * Debian's Chromium against a served build. Each page is measured `runs`
 * times, each run in a fresh Chromium profile, and every figure is the median
 * of its runs.
 */
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_LAUNCHER, chromiumEnv } from "../browser/chromium";

export interface LighthousePage {
  label: string;
  /** Path and query on the site. */
  path: string;
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredBytes: number;
  bestPractices: number;
  /** Failed accessibility audits (ids), over all runs. */
  a11yFailures: string[];
  /** Failed best-practices audits (ids), over all runs: a page policy that blocks something shows here. */
  bestPracticesFailures: string[];
  /** Lighthouse's CPU benchmark of the host during the runs (median). */
  benchmarkIndex: number;
}

/** Issue #15's targets, checked by the bench, never by tests. */
export const TARGETS = { performance: 99, accessibility: 100, bestPractices: 100, fcpMs: 1200, tbtMs: 100 };

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const numeric = (lhr: Result, audit: string): number => lhr.audits[audit]?.numericValue ?? Number.NaN;
const score = (lhr: Result, category: string): number => Math.round((lhr.categories[category]?.score ?? 0) * 100);

async function runOnce(url: string): Promise<Result> {
  // chrome-launcher reads CHROME_PATH too; set both so nothing looks for another browser.
  process.env["CHROME_PATH"] = CHROMIUM_LAUNCHER;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_LAUNCHER,
    chromeFlags: CHROMIUM_ARGS,
    envVars: chromiumEnv(),
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      // The 404 page is measured too: its status is the point, not a failed load.
      ignoreStatusCode: true,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message} (${url})`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Measures `page` on each origin (the same site built twice, to compare), `runs`
 * times, alternating origins run by run so that both see the same machine load.
 */
export async function measure(origins: string[], page: LighthousePage, runs = 3): Promise<LighthouseFigures[]> {
  const results: Result[][] = origins.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [index, origin] of origins.entries()) results[index]?.push(await runOnce(`${origin}${page.path}`));
  }
  return results.map(figuresOf);
}

function figuresOf(results: Result[]): LighthouseFigures {
  const of = (pick: (lhr: Result) => number) => median(results.map(pick));
  const failures = (category: string) => {
    const failed = new Set<string>();
    for (const lhr of results) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit?.score === 0) failed.add(ref.id);
      }
    }
    return [...failed].sort();
  };
  return {
    performance: of((lhr) => score(lhr, "performance")),
    accessibility: of((lhr) => score(lhr, "accessibility")),
    bestPractices: of((lhr) => score(lhr, "best-practices")),
    fcpMs: of((lhr) => numeric(lhr, "first-contentful-paint")),
    lcpMs: of((lhr) => numeric(lhr, "largest-contentful-paint")),
    tbtMs: of((lhr) => numeric(lhr, "total-blocking-time")),
    cls: of((lhr) => numeric(lhr, "cumulative-layout-shift")),
    transferredBytes: of((lhr) => numeric(lhr, "total-byte-weight")),
    a11yFailures: failures("accessibility"),
    bestPracticesFailures: failures("best-practices"),
    benchmarkIndex: of((lhr) => lhr.environment.benchmarkIndex),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function formatTable(rows: { page: LighthousePage; figures: LighthouseFigures }[]): string {
  const header = ["page", "perf", "a11y", "best pr.", "FCP", "LCP", "TBT", "CLS", "transferred"];
  const body = rows.map(({ page, figures: f }) => [
    `${page.label} (${page.path})`,
    String(f.performance),
    String(f.accessibility),
    String(f.bestPractices),
    seconds(f.fcpMs),
    seconds(f.lcpMs),
    `${Math.round(f.tbtMs)} ms`,
    f.cls.toFixed(3),
    `${(f.transferredBytes / 1024).toFixed(1)} KB`,
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((row) => (row[i] ?? "").length)));
  const line = (row: string[]) => `  | ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  const misses = rows.flatMap(({ page, figures: f }) => {
    const missed = [
      f.performance < TARGETS.performance && `perf ${f.performance} < ${TARGETS.performance}`,
      f.accessibility < TARGETS.accessibility && `a11y ${f.accessibility} (${f.a11yFailures.join(", ")})`,
      f.bestPractices < TARGETS.bestPractices &&
        `best practices ${f.bestPractices} (${f.bestPracticesFailures.join(", ")})`,
      f.fcpMs > TARGETS.fcpMs && `FCP ${seconds(f.fcpMs)} > ${seconds(TARGETS.fcpMs)}`,
      f.tbtMs > TARGETS.tbtMs && `TBT ${Math.round(f.tbtMs)} ms > ${TARGETS.tbtMs} ms`,
    ].filter(Boolean);
    return missed.length ? [`    ${page.label}: ${missed.join("; ")}`] : [];
  });
  return [
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...body.map(line),
    `  targets: perf ≥ ${TARGETS.performance}, a11y = ${TARGETS.accessibility}, best practices = ${TARGETS.bestPractices}, FCP ≤ ${seconds(TARGETS.fcpMs)}, TBT ≤ ${TARGETS.tbtMs} ms`,
    misses.length ? `  missed:\n${misses.join("\n")}` : "  every page meets the targets",
  ].join("\n");
}

/** The machine is shared: print its load next to any timing. */
export function hostLoad(): string {
  const [one, five] = os.loadavg();
  return `load average ${one?.toFixed(2)} (1 min), ${five?.toFixed(2)} (5 min) on ${os.cpus().length} cores`;
}
