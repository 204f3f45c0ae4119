import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { isSearchIndexFile, type SearchDocument } from "../../app/search/engine/documents";
import { createEmbeddedIndex, type EmbeddedIndex } from "../../app/search/engine/embedded-index";

/**
 * Bench section: the embedded search index as the browser gets it (the
 * hashed asset of the benchmark build): its size, the time to parse it and
 * build the index, and query times over 200 representative queries.
 */
const QUERY_COUNT = 200;
const INDEX_BUDGET_GZIP = 150 * 1024;
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
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    const parsed: unknown = JSON.parse(raw.toString("utf8"));
    if (!isSearchIndexFile(parsed)) throw new Error(`${file} is not a search index`);
    index = createEmbeddedIndex(parsed.documents);
    loads.push(performance.now() - start);
    documents = parsed.documents;
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
  return [
    `search (embedded MiniSearch index, ${documents.length} documents):`,
    `  index asset: ${kib(raw.length)} raw, ${kib(gzip)} gzip (budget ${kib(INDEX_BUDGET_GZIP)}: ${gzip <= INDEX_BUDGET_GZIP ? "within" : "OVER"})`,
    `  load (parse + build index): median ${median(loads).toFixed(1)} ms`,
    `  ${queries.length} queries: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms (p95 target < ${P95_TARGET_MS} ms: ${percentile(times, 95) < P95_TARGET_MS ? "met" : "MISSED"})`,
  ].join("\n");
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
