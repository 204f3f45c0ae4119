/**
 * A cold `npm run build`, timed phase by phase from the moments its output
 * lines appear, plus the prerender's own step totals (app/content-pipeline/.server/build-timings.ts)
 * and the peak RSS of its largest process (GNU time).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";

export interface BuildSplit {
  wallMs: number;
  peakRssMb: number;
  /** Consecutive phases; they add up to `wallMs`. */
  phases: { label: string; ms: number }[];
  /** Parts of a phase, as the build reports them. */
  details: { label: string; ms: number }[];
  /** Summed durations of the prerender's steps: with two pages in flight they can overlap. */
  prerenderSteps: { label: string; ms: number; count: number }[];
}

interface Line {
  at: number;
  text: string;
}

function cleanOutputs(buildDir: string): void {
  for (const dir of [buildDir, ".generated", path.join("node_modules", ".vite")]) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function runBuild(env: NodeJS.ProcessEnv): Promise<{ lines: Line[]; start: number; end: number; code: number }> {
  const start = performance.now();
  // GNU time's %M: the peak RSS of the largest process of the build, in KB.
  const child = spawn("/usr/bin/time", ["-f", "__PEAK_RSS_KB__ %M", "npm", "run", "build"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: Line[] = [];
  const collect = (stream: NodeJS.ReadableStream) =>
    new Promise<void>((resolve) => {
      readline
        .createInterface({ input: stream })
        .on("line", (text) => lines.push({ at: performance.now(), text }))
        .on("close", resolve);
    });
  const done = new Promise<number>((resolve) => child.on("close", (code) => resolve(code ?? 1)));
  await Promise.all([collect(child.stdout), collect(child.stderr)]);
  const code = await done;
  return { lines, start, end: performance.now(), code };
}

export async function timedColdBuild(buildDir: string): Promise<BuildSplit> {
  cleanOutputs(buildDir);
  const timingsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "docs-build-timings-")), "timings.jsonl");
  const { lines, start, end, code } = await runBuild({
    ...process.env,
    DOCS_BUILD_DIR: buildDir,
    DOCS_BUILD_TIMINGS: timingsFile,
  });
  if (code !== 0) {
    throw new Error(`npm run build failed (${code}):\n${lines.map((line) => line.text).join("\n")}`);
  }
  const first = (pattern: RegExp, after = start) => lines.find((line) => line.at >= after && pattern.test(line.text));
  const last = (pattern: RegExp) => lines.findLast((line) => pattern.test(line.text));
  const client = first(/building client environment/);
  const clientDone = first(/✓ built in/, client?.at);
  // The build's logger folds React Router's line per file into one summary
  // (build-scripts/vite/prerender-log.ts), which says how long the prerender took.
  const prerendered = last(/^Prerendered \d+ pages/);
  const prerenderMs = Number(/ in ([\d.]+) s$/.exec(prerendered?.text ?? "")?.[1] ?? Number.NaN) * 1000;
  const prerenderStart = prerendered && Number.isFinite(prerenderMs) ? { at: prerendered.at - prerenderMs } : undefined;
  const prerenderEnd = prerendered;
  const marks: [string, number | undefined][] = [
    ["generate, then React Router starts", client?.at],
    ["Vite client build", clientDone?.at],
    ["Vite SSR build", prerenderStart?.at],
    ["prerender (loaders, documents, .data files)", prerenderEnd?.at],
    ["postbuild (404, sitemap, checks)", end],
  ];
  const phases: BuildSplit["phases"] = [];
  let from = start;
  for (const [label, to] of marks) {
    if (to === undefined) continue;
    phases.push({ label, ms: to - from });
    from = to;
  }

  const details: BuildSplit["details"] = [];
  // One line per docs version: "API reference Next (@unblessed/core …): 226 pages, … in 6.6 s (TypeDoc 5.4 s",
  // then, for the current version, ", names of 145 examples 0.4 s, 0 described)".
  for (const line of lines.filter((line) => /^API reference /.test(line.text))) {
    const api = /^API reference (.+?) \(.* in ([\d.]+) s \(TypeDoc ([\d.]+) s[,)]/.exec(line.text);
    if (!api) continue;
    details.push({ label: `TypeDoc convert, ${api[1]}`, ms: Number(api[3]) * 1000 });
    details.push({ label: `API model ${api[1]} (normalise, write)`, ms: (Number(api[2]) - Number(api[3])) * 1000 });
    const names = /names of (\d+) examples ([\d.]+) s, (\d+) described/.exec(line.text);
    if (names) {
      const label = `names of ${names[1]} API examples, ${names[3]} described (in the API model)`;
      details.push({ label, ms: Number(names[2]) * 1000 });
    }
  }
  const mdx = /^MDX compiled ahead: .* in ([\d.]+) s/.exec(first(/^MDX compiled ahead:/)?.text ?? "");
  if (mdx) details.push({ label: "MDX compiled ahead (own process, alongside TypeDoc)", ms: Number(mdx[1]) * 1000 });
  // Inside that compile: the types of the samples' names, one language service over the samples the cache lacks.
  const types = /types of (\d+) samples ([\d.]+) s/.exec(first(/^MDX compiled ahead:/)?.text ?? "");
  if (types) details.push({ label: `types of ${types[1]} samples (in the MDX compile)`, ms: Number(types[2]) * 1000 });
  const search = /^Search index: .* in ([\d.]+) s/.exec(first(/^Search index:/)?.text ?? "");
  if (search) details.push({ label: "search index", ms: Number(search[1]) * 1000 });
  const checks = /^postbuild: checked (\d+) pages in (\d+) ms/.exec(first(/^postbuild: checked/)?.text ?? "");
  if (checks) details.push({ label: `postbuild checks (${checks[1]} pages)`, ms: Number(checks[2]) });
  const pages = Number(/^Prerendered (\d+) pages/.exec(prerendered?.text ?? "")?.[1] ?? 0);
  if (pages) details.push({ label: `prerendered pages`, ms: pages });

  const prerenderSteps = new Map<string, { ms: number; count: number }>();
  for (const line of fs.existsSync(timingsFile) ? fs.readFileSync(timingsFile, "utf8").split("\n") : []) {
    if (!line) continue;
    for (const [label, total] of Object.entries(JSON.parse(line) as Record<string, { ms: number; count: number }>)) {
      const sum = prerenderSteps.get(label) ?? { ms: 0, count: 0 };
      prerenderSteps.set(label, { ms: sum.ms + total.ms, count: sum.count + total.count });
    }
  }
  fs.rmSync(path.dirname(timingsFile), { recursive: true, force: true });
  const rss = /__PEAK_RSS_KB__ (\d+)/.exec(last(/__PEAK_RSS_KB__/)?.text ?? "");
  return {
    wallMs: end - start,
    peakRssMb: rss ? Number(rss[1]) / 1024 : Number.NaN,
    phases,
    details,
    prerenderSteps: [...prerenderSteps].map(([label, total]) => ({ label, ...total })),
  };
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function formatSplit(split: BuildSplit): string {
  const width = Math.max(...split.phases.map((phase) => phase.label.length));
  return [
    ...split.phases.map((phase) => `  ${phase.label.padEnd(width)}  ${s(phase.ms).padStart(7)}`),
    ...split.details.map((detail) =>
      detail.label === "prerendered pages"
        ? `    ${detail.ms} pages prerendered`
        : `    of which ${detail.label}: ${s(detail.ms)}`,
    ),
    ...split.prerenderSteps.map(
      (step) => `    prerender step ${step.label}: ${s(step.ms)} summed over ${step.count} calls`,
    ),
  ].join("\n");
}
