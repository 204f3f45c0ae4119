import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import type { CompiledProgram } from "./compile-program";
import { ProgramError } from "./program-error";

/** What a program sees as free variables besides the page's own globals. */
export type ProgramScope = Record<string, unknown>;

/**
 * Runs compiled CommonJS with the given free variables (`require`, `process`,
 * the timers of its run). The code is named with a `sourceURL`, so stack
 * traces point into it and errors can be mapped back to the reader's lines.
 */
export function evaluateProgram(program: CompiledProgram, scope: ProgramScope): void {
  const names = ["module", "exports", ...Object.keys(scope)];
  const module = { exports: {} };
  let run: (...args: unknown[]) => unknown;
  try {
    // The program is the reader's own code, run in their own page: evaluating it is the feature.
    run = new Function(...names, `${program.code}\n//# sourceURL=${program.filename}`) as typeof run;
  } catch (error) {
    // Rare: something sucrase accepted and the engine did not (a duplicate declaration).
    const raw = error instanceof Error ? error : new Error(String(error));
    throw new ProgramError("syntax", raw.name, raw.message);
  }
  run(module, module.exports, ...Object.values(scope));
}

let functionHeaderLines: number | undefined;

/**
 * Lines the engine adds before the body of `new Function` (two in V8 and
 * SpiderMonkey), measured once rather than assumed.
 */
function headerLines(): number {
  if (functionHeaderLines === undefined) {
    const stack = String((new Function("return new Error().stack\n//# sourceURL=__probe__.js")() as unknown) ?? "");
    const line = /__probe__\.js:(\d+):\d+/.exec(stack)?.[1];
    functionHeaderLines = line ? Number(line) - 1 : 2;
  }
  return functionHeaderLines;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The error as the reader should see it: its name, message and place in their source. */
export function locateError(error: unknown, program: CompiledProgram): ProgramError {
  if (error instanceof ProgramError) return error;
  const raw = error instanceof Error ? error : new Error(String(error));
  const frame = new RegExp(`${escape(program.filename)}:(\\d+):(\\d+)`).exec(raw.stack ?? "");
  if (!frame) return new ProgramError("runtime", raw.name, raw.message);
  const line = Number(frame[1]) - headerLines();
  const column = Number(frame[2]);
  const original = originalPositionFor(new TraceMap(program.map), { line, column: column - 1 });
  return original.line === null
    ? new ProgramError("runtime", raw.name, raw.message, line, column)
    : new ProgramError("runtime", raw.name, raw.message, original.line, original.column + 1);
}
