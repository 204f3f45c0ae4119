/**
 * An error of the reader's program, placed in its source. `line` and `column`
 * are 1-based, as editors count them; they are absent when the engine gives
 * no position (a few syntax errors only the engine finds).
 */
export class ProgramError extends Error {
  constructor(
    readonly kind: "syntax" | "runtime",
    readonly errorName: string,
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
    this.name = "ProgramError";
  }

  /** "SyntaxError at line 3, column 11: Unexpected token". */
  describe(): string {
    const where = this.line === undefined ? "" : ` at line ${this.line}${this.column ? `, column ${this.column}` : ""}`;
    return `${this.errorName}${where}: ${this.message}`;
  }
}

/** Line and column (1-based) of a character offset. */
export function positionOf(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, Math.max(0, offset));
  const lines = before.split("\n");
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}
