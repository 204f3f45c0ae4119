import type { EncodedSourceMap } from "@jridgewell/trace-mapping";
import { transform } from "sucrase";
import { ProgramError, positionOf } from "./program-error";

export interface CompiledProgram {
  /** CommonJS: `require` for imports, no types. */
  code: string;
  /** Source map from `code` back to the reader's source. */
  map: EncodedSourceMap;
  filename: string;
}

/**
 * Strips the types and turns imports into `require` calls with sucrase: it
 * only removes syntax (no type-check), which is what a page can afford, and
 * keeps lines where they were, with a source map for the columns.
 */
export function compileProgram(source: string, filename: string): CompiledProgram {
  try {
    const result = transform(source, {
      transforms: ["typescript", "imports"],
      filePath: filename,
      sourceMapOptions: { compiledFilename: filename.replace(/\.tsx?$/, ".js") },
    });
    if (!result.sourceMap) throw new Error("sucrase returned no source map");
    // sucrase's map is a version 3 map; its type says `number`.
    return { code: result.code, map: { ...result.sourceMap, version: 3 }, filename };
  } catch (error) {
    throw syntaxError(source, error);
  }
}

function syntaxError(source: string, error: unknown): ProgramError {
  const raw = error instanceof Error ? error : new Error(String(error));
  const offset = (raw as { pos?: unknown }).pos;
  // sucrase wraps the parser's message ("Error transforming x.ts: … (2:11)"); the position is given separately.
  const message = raw.message.replace(/^Error transforming [^:]*: /, "").replace(/\s*\(\d+:\d+\)$/, "");
  if (typeof offset !== "number") return new ProgramError("syntax", raw.name || "SyntaxError", message);
  const { line, column } = positionOf(source, offset);
  return new ProgramError("syntax", "SyntaxError", message, line, column);
}
