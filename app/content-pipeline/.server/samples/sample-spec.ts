import { closestMatches } from "../../../../contracts/closest";
import { type CodeMeta, metaValues, parseCodeMeta } from "../mdx/code-meta";
import { keyBytes, NAMED_KEYS } from "./keys";

/**
 * What the build does with one code block: nothing (not a program), skip it
 * with a stated reason, or run it with a script and expectations. The fence
 * meta grammar is documented in content/README.md ("Runnable samples").
 */
export type Step =
  | { kind: "keys"; label: string; bytes: string }
  | { kind: "mouse"; label: string; action: "click" | "wheelup" | "wheeldown"; col: number; row: number }
  | { kind: "resize"; label: string; cols: number; rows: number }
  | { kind: "wait"; label: string; ms: number }
  | { kind: "frame"; label: string; name: string };

export interface Expectation {
  /** `final` or a frame name. */
  frame: string;
  text: string;
  /** true: the text must be absent (`reject=`). */
  absent: boolean;
}

export interface SampleSpec {
  lang: string;
  code: string;
  /**
   * How Node loads the program: an ES module (every page sample) or CommonJS,
   * for programs written for blessed, which `require()` it. Default "esm".
   */
  format?: "esm" | "cjs";
  /**
   * Variables set over the runner's clean terminal environment (TERM=xterm,
   * no TERMINFO), e.g. another TERM to show what a program does there.
   */
  env?: Readonly<Record<string, string>>;
  cols: number;
  rows: number;
  steps: Step[];
  expectations: Expectation[];
  /** Bytes sent after the final capture to end the program; null: it ends by itself. */
  quit: { label: string; bytes: string } | null;
  /**
   * Why the quit keys are not expected to end the program from its starting
   * state (`traps-keys="…"`): it takes every key on purpose until the script
   * frees them. Absent for every other sample, which must quit from the start.
   */
  trapsKeys?: string;
  timeoutMs: number;
}

export type SamplePlan =
  | { kind: "static" }
  | { kind: "skip"; reason: string }
  | { kind: "run"; spec: SampleSpec }
  | { kind: "invalid"; reason: string };

export const RUNNABLE_LANGS: ReadonlySet<string> = new Set(["ts", "tsx", "js"]);
export const DEFAULT_SIZE = { cols: 80, rows: 24 } as const;
export const DEFAULT_QUIT = "C-c";
export const DEFAULT_TIMEOUT_MS = 8_000;
export const BEFORE_EXIT_FRAME = "before-exit";

// A program creates a screen with `new Screen(` (classes) or `blessed.screen(`
// (the compatibility factory); a block that does neither is a fragment.
export const CREATES_SCREEN = /\bnew\s+Screen\s*\(|\bblessed\.screen\s*\(/;

const RUNNER_ATTRIBUTES = ["size", "script", "expect", "reject", "quit", "no-run", "timeout", "traps-keys"] as const;

export function planSample(lang: string, code: string, rawMeta: string | null | undefined): SamplePlan {
  const meta = parseCodeMeta(rawMeta);
  if (!RUNNABLE_LANGS.has(lang)) return { kind: "static" };
  const noRun = metaValues(meta, "no-run");
  if (noRun.length > 0) {
    const reason = noRun[0]?.trim() ?? "";
    return reason ? { kind: "skip", reason } : { kind: "invalid", reason: 'no-run needs a reason: no-run="why"' };
  }
  const asked = RUNNER_ATTRIBUTES.some((name) => name !== "no-run" && metaValues(meta, name).length > 0);
  if (!CREATES_SCREEN.test(code) && !meta.flags.has("run")) {
    return asked
      ? { kind: "invalid", reason: "has a runner meta key but creates no Screen (add the `run` flag to run it anyway)" }
      : { kind: "static" };
  }
  try {
    return { kind: "run", spec: buildSpec(lang, code, meta) };
  } catch (error) {
    return { kind: "invalid", reason: error instanceof Error ? error.message : String(error) };
  }
}

function buildSpec(lang: string, code: string, meta: CodeMeta): SampleSpec {
  const { cols, rows } = declaredSize(meta);
  const steps = parseScript(single(meta, "script") ?? "");
  const quitName = single(meta, "quit") ?? DEFAULT_QUIT;
  const frames = new Set(steps.flatMap((step) => (step.kind === "frame" ? [step.name] : [])));
  // A program that ends itself may also leave a last full screen (run-sample.ts, framesAtExit).
  if (quitName === "none") frames.add(BEFORE_EXIT_FRAME);
  const expectations = [
    ...expectationsFrom(meta, "expect", false, frames),
    ...expectationsFrom(meta, "reject", true, frames),
  ];
  const timeout = single(meta, "timeout");
  const trapsKeys = single(meta, "traps-keys");
  if (trapsKeys !== undefined && !trapsKeys.trim()) throw new Error('traps-keys needs a reason: traps-keys="why"');
  if (trapsKeys !== undefined && quitName === "none")
    throw new Error("traps-keys and quit=none: a program that ends by itself has no quit keys to trap");
  return {
    lang,
    code,
    format: isCommonJs(lang, code) ? "cjs" : "esm",
    cols,
    rows,
    steps,
    expectations,
    quit: quitName === "none" ? null : { label: quitName, bytes: keysOf(quitName) },
    // Only when given: the spec is the capture's cache key, which must not change for every other sample.
    ...(trapsKeys === undefined ? {} : { trapsKeys: trapsKeys.trim() }),
    timeoutMs: timeout === undefined ? DEFAULT_TIMEOUT_MS : positiveInt(timeout, "timeout"),
  };
}

/**
 * A `js` sample that loads its modules with `require()` and has no `import`
 * is a CommonJS program, as blessed programs are; it runs as one.
 */
function isCommonJs(lang: string, code: string): boolean {
  return lang === "js" && /\brequire\(/.test(code) && !/^\s*import\s/m.test(code);
}

/**
 * `expect="text"` checks the final screen; `expect:NAME="text"` checks the
 * frame a `frame:NAME` step captured. Names are read from the raw meta since
 * the attribute name carries the frame.
 */
function expectationsFrom(meta: CodeMeta, base: string, absent: boolean, frames: Set<string>): Expectation[] {
  return meta.attributes.flatMap(({ name, value }) => {
    if (name !== base && !name.startsWith(`${base}:`)) return [];
    const frame = name === base ? "final" : name.slice(base.length + 1);
    if (frame !== "final" && !frames.has(frame)) {
      throw new Error(`${name} names frame "${frame}", but the script has no frame:${frame} step`);
    }
    if (!value) throw new Error(`${name} is empty`);
    return [{ frame, text: value, absent }];
  });
}

/** Steps are separated by spaces; 'quoted text' is typed as is. */
export function parseScript(script: string): Step[] {
  const steps: Step[] = [];
  for (const match of script.matchAll(/'([^']*)'|(\S+)/g)) {
    const [, typed, word] = match;
    if (typed !== undefined) {
      steps.push({ kind: "keys", label: `'${typed}'`, bytes: typed });
      continue;
    }
    if (word) steps.push(parseWord(word));
  }
  return steps;
}

function parseWord(word: string): Step {
  const [verb, argument] = splitOnce(word, ":");
  switch (verb) {
    case "click":
    case "wheelup":
    case "wheeldown": {
      const cell = /^(\d+),(\d+)$/.exec(argument ?? "");
      if (!cell) throw new Error(`${word}: expected ${verb}:COL,ROW (0-based cells)`);
      return { kind: "mouse", label: word, action: verb, col: Number(cell[1]), row: Number(cell[2]) };
    }
    case "resize": {
      const { cols, rows } = parseSize(argument ?? "", word);
      return { kind: "resize", label: word, cols, rows };
    }
    case "wait":
      return { kind: "wait", label: word, ms: positiveInt(argument ?? "", word) };
    case "frame":
      if (!argument || !/^[\w-]+$/.test(argument))
        throw new Error(`${word}: expected frame:NAME (letters, digits, - and _)`);
      if (argument === "final" || argument === BEFORE_EXIT_FRAME)
        throw new Error(`frame:${argument} is a name the runner gives; choose another`);
      return { kind: "frame", label: word, name: argument };
    default:
      return { kind: "keys", label: word, bytes: keysOf(word) };
  }
}

function keysOf(name: string): string {
  const bytes = keyBytes(name);
  if (bytes !== undefined) return bytes;
  const known = [...NAMED_KEYS, "C-a … C-z", "M-<key>", "a single character", "'typed text'"];
  const closest = closestMatches(name, NAMED_KEYS, 3).join(", ");
  throw new Error(`unknown key "${name}" (closest: ${closest}; accepted: ${known.join(", ")})`);
}

function parseSize(text: string, what: string): { cols: number; rows: number } {
  const match = /^(\d+)x(\d+)$/.exec(text.replace(/^resize:/, ""));
  const cols = Number(match?.[1]);
  const rows = Number(match?.[2]);
  if (!match || cols < 10 || rows < 3 || cols > 300 || rows > 100) {
    throw new Error(`${what}: expected COLSxROWS between 10x3 and 300x100, got "${text}"`);
  }
  return { cols, rows };
}

function positiveInt(text: string, what: string): number {
  const value = Number(text.replace(/^wait:/, ""));
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${what}: expected a whole number of milliseconds`);
  return value;
}

/** The terminal a sample is written for: its `size=COLSxROWS`, or 80×24. Throws on a malformed size. */
export function declaredSize(meta: CodeMeta): { cols: number; rows: number } {
  const size = single(meta, "size");
  return size === undefined ? DEFAULT_SIZE : parseSize(size, "size");
}

function single(meta: CodeMeta, name: string): string | undefined {
  const values = metaValues(meta, name);
  if (values.length > 1) throw new Error(`${name} is given ${values.length} times; give it once`);
  return values[0];
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  // "C-c" and ":" itself are keys, not verb:argument pairs.
  if (at <= 0) return [text, undefined];
  return [text.slice(0, at), text.slice(at + 1)];
}
