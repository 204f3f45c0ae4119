/**
 * API reference benchmark: generation time, and the weight of the heaviest
 * prerendered API page (HTML, plus the JS it loads). Page figures need a
 * built site (`npm run build`); without one only generation is measured.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { generateApi } from "../../app/api-reference/.server/generator/generate-api";
import { pageAssets } from "./page-weight";

export interface BenchFigure {
  label: string;
  value: number;
  unit: "ms" | "bytes" | "count";
}

export async function benchApi(clientDir = "build/client"): Promise<BenchFigure[]> {
  const apiDir = path.join(clientDir, "docs/api/generated");
  const result = await generateApi({ logLevel: "Error" });
  const figures: BenchFigure[] = [
    { label: "API generation (total)", value: Math.round(result.totalMs), unit: "ms" },
    { label: "API generation (TypeDoc convert)", value: Math.round(result.typedocMs), unit: "ms" },
    { label: "API pages generated", value: result.pages, unit: "count" },
    { label: "API model on disk", value: result.bytes, unit: "bytes" },
  ];
  const largest = await largestHtml(apiDir);
  if (!largest) return figures;
  const html = await fs.readFile(largest.file, "utf8");
  const heaviest = await largestGzipHtml(apiDir);
  figures.push(
    {
      label: `Largest API page HTML (${path.relative(clientDir, largest.file)})`,
      value: largest.bytes,
      unit: "bytes",
    },
    // What a reader downloads: issue #24 sets ≤ 30 KB gzip for the heaviest page.
    {
      label: `Largest API page HTML, gzip (${heaviest ? path.relative(clientDir, heaviest.file) : "none"})`,
      value: heaviest?.bytes ?? 0,
      unit: "bytes",
    },
    {
      label: "Largest API page JS (scripts and modulepreloads)",
      value: await scriptBytes(html, clientDir),
      unit: "bytes",
    },
  );
  return figures;
}

export default benchApi;

async function largestHtml(dir: string): Promise<{ file: string; bytes: number } | undefined> {
  let entries: string[];
  try {
    entries = (await fs.readdir(dir, { recursive: true })).map(String);
  } catch {
    return undefined;
  }
  let best: { file: string; bytes: number } | undefined;
  for (const entry of entries) {
    if (!entry.endsWith(".html")) continue;
    const file = path.join(dir, entry);
    const { size } = await fs.stat(file);
    if (!best || size > best.bytes) best = { file, bytes: size };
  }
  return best;
}

/** The API page whose HTML is heaviest once gzipped (level 6, as nginx's default-ish setting serves it). */
async function largestGzipHtml(dir: string): Promise<{ file: string; bytes: number } | undefined> {
  const entries = (await fs.readdir(dir, { recursive: true })).map(String).filter((e) => e.endsWith(".html"));
  let best: { file: string; bytes: number } | undefined;
  for (const entry of entries) {
    const file = path.join(dir, entry);
    const bytes = gzipSync(await fs.readFile(file), { level: 6 }).length;
    if (!best || bytes > best.bytes) best = { file, bytes };
  }
  return best;
}

/** Bytes of every same-site script the page loads or preloads. */
async function scriptBytes(html: string, clientDir: string): Promise<number> {
  let total = 0;
  for (const url of pageAssets(html)) {
    if (url.endsWith(".js")) total += (await fs.stat(path.join(clientDir, url))).size;
  }
  return total;
}
