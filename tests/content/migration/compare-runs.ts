// Runs one blessed program the way the sample runner runs a page's sample
// (runSample: a headless xterm, scripted keys, the quit keys, the checks on
// the terminal it hands back) and says, cell by cell, where two runs differ.
import { runSample, SampleFailure } from "../../../app/content-pipeline/.server/samples/run-sample";
import { limited } from "../../../app/content-pipeline/.server/samples/sample-cache";
import { DEFAULT_QUIT, parseScript } from "../../../app/content-pipeline/.server/samples/sample-spec";
import { keyBytes } from "../../../app/content-pipeline/.server/samples/keys";
import type { CellStyle, ScreenCapture } from "../../../contracts/screen-capture";

export interface RunOptions {
  script: string;
  cols: number;
  rows: number;
  /** CommonJS for the programs as blessed users wrote them; ESM for `import` variants. */
  format: "cjs" | "esm";
  env?: Readonly<Record<string, string>>;
}

/** What a run ended with: its frames, or why the runner failed it (throw, hang, stderr, terminal left broken). */
export type RunOutcome =
  { kind: "ran"; frames: Array<{ name: string; screen: ScreenCapture }> } | { kind: "failed"; reason: string };

// Generous: these programs load blessed, whose start is slower than a page sample's.
const TIMEOUT_MS = 20_000;

export function runProgram(code: string, options: RunOptions): Promise<RunOutcome> {
  // Through the runner's own limit, so these runs and any sample runs share the cores fairly.
  return limited(() => runOnce(code, options));
}

async function runOnce(code: string, options: RunOptions): Promise<RunOutcome> {
  try {
    const run = await runSample({
      lang: "js",
      code,
      format: options.format,
      env: options.env,
      cols: options.cols,
      rows: options.rows,
      steps: parseScript(options.script),
      expectations: [],
      quit: { label: DEFAULT_QUIT, bytes: keyBytes(DEFAULT_QUIT) ?? "" },
      timeoutMs: TIMEOUT_MS,
    });
    return { kind: "ran", frames: run.frames.map(({ name, screen }) => ({ name, screen })) };
  } catch (error) {
    if (error instanceof SampleFailure) return { kind: "failed", reason: error.message };
    throw error;
  }
}

/**
 * Every place where the second run differs from the first, one line each:
 * `FRAME row R col C: "text" {style} → "text" {style}` for a stretch of
 * differing cells (the style only where it differs), or a line about how
 * the runs ended. Empty: the runs are the same.
 */
export function differences(blessed: RunOutcome, unblessed: RunOutcome): string[] {
  if (blessed.kind === "failed" || unblessed.kind === "failed") {
    if (blessed.kind === unblessed.kind) return [];
    return [`blessed ${ending(blessed)}; unblessed ${ending(unblessed)}`];
  }
  const found: string[] = [];
  const names = new Set([...blessed.frames, ...unblessed.frames].map((f) => f.name));
  for (const name of names) {
    const before = blessed.frames.find((f) => f.name === name);
    const after = unblessed.frames.find((f) => f.name === name);
    if (!before || !after) {
      found.push(`frame ${name}: only in ${before ? "blessed" : "unblessed"}`);
      continue;
    }
    found.push(...screenDifferences(name, before.screen, after.screen));
  }
  return found;
}

/**
 * How a run ended: what the runner saw, and the error the program threw if
 * any, without the stack or the screen. Where in the script a crash was
 * noticed depends on timing, so that part is left out.
 */
export function ending(outcome: RunOutcome): string {
  if (outcome.kind === "ran") return "ran and exited cleanly";
  const lines = outcome.reason.split("\n");
  const seen = (lines[0] ?? "").replace(/ before (the step ".*"|the quit keys)/, "").replace(/; wrote to stderr:$/, "");
  const thrown = lines.find((line) => /^\w*Error\b/.test(line));
  // Paths as from the project root, so the text is the same on every machine.
  return `failed: ${seen}${thrown ? `: ${thrown}` : ""}`.replace(/\/\S*\/node_modules\//g, "node_modules/");
}

interface Cell {
  ch: string;
  style: string;
}

function screenDifferences(frame: string, a: ScreenCapture, b: ScreenCapture): string[] {
  const found: string[] = [];
  const rows = Math.max(a.lines.length, b.lines.length);
  for (let row = 0; row < rows; row++) {
    const left = cells(a, row);
    const right = cells(b, row);
    const width = Math.max(left.length, right.length);
    let col = 0;
    while (col < width) {
      if (same(left[col], right[col])) {
        col++;
        continue;
      }
      const start = col;
      while (col < width && !same(left[col], right[col])) col++;
      found.push(`${frame} row ${row} col ${start}: ${span(left, start, col)} → ${span(right, start, col)}`);
    }
  }
  return found;
}

const BLANK: Cell = { ch: " ", style: "" };

function same(x: Cell | undefined, y: Cell | undefined): boolean {
  const a = x ?? BLANK;
  const b = y ?? BLANK;
  return a.ch === b.ch && a.style === b.style;
}

/** A stretch of cells as text, with its style(s) when it has any. */
function span(row: Cell[], from: number, to: number): string {
  const part = Array.from({ length: to - from }, (_, i) => row[from + i] ?? BLANK);
  const text = part.map((c) => c.ch).join("");
  const styles = [...new Set(part.map((c) => c.style))].filter(Boolean);
  return styles.length ? `"${text}" {${styles.join(" | ")}}` : `"${text}"`;
}

function cells(screen: ScreenCapture, row: number): Cell[] {
  const out: Cell[] = [];
  for (const [text, id] of screen.lines[row] ?? []) {
    const style = describeStyle(screen.styles[id] ?? {});
    for (const ch of text) out.push({ ch, style });
  }
  return out;
}

function describeStyle(style: CellStyle): string {
  return Object.entries(style)
    .map(([key, value]) => (value === true ? key : `${key}=${value}`))
    .join(" ");
}
