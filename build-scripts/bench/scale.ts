/**
 * `npm run bench -- --scale=N`: how the build and dev server cost grows with
 * the content. A synthetic content folder holds the real guides N times (copy 1
 * at the real ids, copy k under `copy-k/`), each copy's screen samples made
 * distinct by a trailing comment, so none is answered from another's capture.
 * It is built cold (no `.generated`, an empty sample cache), then served by
 * `npm run dev` to time the start and one edit.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { chromium } from "playwright-core";
import { sidebars } from "../../content/sidebars";
import { playwrightLaunchOptions } from "../browser/chromium";
import { freePort } from "../hosting/free-port";
import { timedColdBuild, type BuildSplit } from "./build-split";

const SCALE_DIR = ".bench-scale";
const CODE_FENCE = /^(\s*)(`{3,})(ts|tsx|js|jsx)\b/;

export interface ScaleFigures {
  factor: number;
  guides: number;
  split: BuildSplit;
  devStartMs: number;
  editVisibleMs: number;
}

function mdxFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full, base);
    return entry.name.endsWith(".mdx") ? [path.relative(base, full)] : [];
  });
}

/** The page with every code fence of a program ending in a comment naming the copy. */
export function distinctSamples(source: string, copy: number): string {
  const lines = source.split("\n");
  let open: { indent: string; ticks: string } | undefined;
  const out: string[] = [];
  for (const line of lines) {
    if (open && line === `${open.indent}${open.ticks}`) {
      out.push(`${open.indent}// scaled copy ${copy}`);
      open = undefined;
    } else if (!open) {
      const match = CODE_FENCE.exec(line);
      if (match) open = { indent: match[1] ?? "", ticks: match[2] ?? "```" };
    }
    out.push(line);
  }
  return out.join("\n");
}

/** Writes the synthetic content folder; returns it and the number of guide pages. */
export function writeScaledSite(
  factor: number,
  root = path.join(SCALE_DIR, `x${factor}`),
): { dir: string; guides: number } {
  const content = path.resolve(root, "content");
  fs.rmSync(content, { recursive: true, force: true });
  const pages = mdxFiles(path.resolve("content", "docs"));
  const extraCategories = [];
  for (let copy = 1; copy <= factor; copy++) {
    const prefix = copy === 1 ? "" : `copy-${copy}/`;
    for (const page of pages) {
      const target = path.join(content, "docs", prefix, page);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const source = fs.readFileSync(path.resolve("content", "docs", page), "utf8");
      fs.writeFileSync(target, copy === 1 ? source : distinctSamples(source, copy));
    }
    if (copy > 1) {
      extraCategories.push({
        type: "category",
        label: `Copy ${copy}`,
        items: pages.map((page) => `${prefix}${page.replace(/\.mdx$/, "").replace(/\/index$/, "")}`),
      });
    }
  }
  const config = { ...sidebars, docsSidebar: [...sidebars.docsSidebar, ...extraCategories] };
  fs.writeFileSync(path.join(content, "sidebars.json"), JSON.stringify(config, null, 2));
  return { dir: content, guides: pages.length * factor };
}

function lines(child: ChildProcess, onLine: (text: string) => void): void {
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) readline.createInterface({ input: stream }).on("line", onLine);
  }
}

async function until(check: () => Promise<boolean>, limitMs: number, what: string): Promise<void> {
  const end = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`scale bench: ${what} did not happen within ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts `npm run dev` on the synthetic content: the time until the first page
 * answers, then the time from saving one page until Chromium shows the edit.
 */
async function measureDev(env: NodeJS.ProcessEnv, content: string): Promise<{ startMs: number; editMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const dev = spawn("npm", ["run", "dev", "--", "--port", String(port), "--strictPort"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const output: string[] = [];
  lines(dev, (text) => output.push(text));
  const page = "getting-started/quick-start";
  const url = `http://127.0.0.1:${port}/docs/${page}`;
  const browser = await chromium.launch(playwrightLaunchOptions());
  const file = path.join(content, "docs", `${page}.mdx`);
  const original = fs.readFileSync(file, "utf8");
  try {
    await until(
      () =>
        fetch(url).then(
          (response) => response.ok,
          () => false,
        ),
      600_000,
      `the dev server's first page (${output.slice(-5).join(" | ")})`,
    );
    const startMs = performance.now() - started;
    const tab = await browser.newPage();
    await tab.goto(url, { waitUntil: "load" });
    const marker = `scale-bench-edit-${Date.now()}`;
    const saved = performance.now();
    fs.writeFileSync(file, original.replace(/\n## /, `\nA sentence added by the bench: ${marker}.\n\n## `));
    await tab.waitForFunction((text) => document.body.innerText.includes(text), marker, { timeout: 120_000 });
    return { startMs, editMs: performance.now() - saved };
  } finally {
    fs.writeFileSync(file, original);
    await browser.close();
    if (dev.pid) process.kill(-dev.pid, "SIGTERM");
  }
}

export async function measureScale(factor: number): Promise<ScaleFigures> {
  const { dir, guides } = writeScaledSite(factor);
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), "docs-scale-samples-"));
  const env = { ...process.env, DOCS_CONTENT_DIR: dir, SAMPLES_CACHE_DIR: cache };
  const buildDir = path.join(SCALE_DIR, `x${factor}`, "build");
  const previous = { ...process.env };
  Object.assign(process.env, env);
  try {
    const split = await timedColdBuild(buildDir);
    const dev = await measureDev(env, dir);
    return { factor, guides, split, devStartMs: dev.startMs, editVisibleMs: dev.editMs };
  } finally {
    // The next factor's build (and the rest of the bench) reads the real content again.
    if (previous["DOCS_CONTENT_DIR"] === undefined) delete process.env["DOCS_CONTENT_DIR"];
    else process.env["DOCS_CONTENT_DIR"] = previous["DOCS_CONTENT_DIR"];
    if (previous["SAMPLES_CACHE_DIR"] === undefined) delete process.env["SAMPLES_CACHE_DIR"];
    else process.env["SAMPLES_CACHE_DIR"] = previous["SAMPLES_CACHE_DIR"];
    fs.rmSync(cache, { recursive: true, force: true });
  }
}

export function formatScale(rows: readonly ScaleFigures[]): string {
  const out = ["scale bench (synthetic content: the guides N times, every sample distinct, built cold):"];
  out.push("  factor  guides  cold build  per guide  peak RSS  prerender share  dev start  edit → visible");
  for (const row of rows) {
    const prerender = row.split.phases.find((phase) => phase.label.startsWith("prerender"))?.ms ?? 0;
    out.push(
      `  ${`${row.factor}×`.padStart(6)}  ${String(row.guides).padStart(6)}  ${(row.split.wallMs / 1000)
        .toFixed(1)
        .padStart(8)} s  ${(row.split.wallMs / row.guides).toFixed(0).padStart(6)} ms  ${row.split.peakRssMb
        .toFixed(0)
        .padStart(5)} MB  ${`${((100 * prerender) / row.split.wallMs).toFixed(0)}%`.padStart(15)}  ${(
        row.devStartMs / 1000
      )
        .toFixed(1)
        .padStart(7)} s  ${(row.editVisibleMs / 1000).toFixed(2).padStart(12)} s`,
    );
  }
  if (rows.length > 1) {
    const [first, last] = [rows[0], rows.at(-1)] as [ScaleFigures, ScaleFigures];
    const marginal = (last.split.wallMs - first.split.wallMs) / (last.guides - first.guides);
    out.push(
      `  each guide past ${first.factor}× adds ${marginal.toFixed(0)} ms (the API reference and the Vite builds are a fixed cost)`,
    );
  }
  return out.join("\n");
}
